package io.shardflake.cli;

import io.shardflake.ShardflakeVersion;
import picocli.CommandLine.IVersionProvider;

/** {@code shardflake --version}: the version, commit and build time from the jar's manifest. */
final class CliVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        ShardflakeVersion build = ShardflakeVersion.of(ShardflakeCli.class);
        return new String[] {"shardflake " + build.version(), "commit " + build.commit(), "built " + build.buildTime()};
    }
}
