package io.shardflake.spring;

import io.shardflake.ShardflakeVersion;
import io.shardflake.SnowflakeGenerator;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * The one INFO line the starter writes when it has built the application's generator: which worker id this instance
 * makes ids with, how it got it, until when the layout lasts, and which build of Shardflake runs. Without it, "which
 * instance had worker id 7?" is answered only by decoding ids after the fact.
 */
final class GeneratorStartupLog {

    private static final Log LOG = LogFactory.getLog(GeneratorStartupLog.class);

    private GeneratorStartupLog() {
    }

    /**
     * @param generator the generator just built
     * @param strategy the worker strategy as spelled in properties, or {@code custom} for a WorkerIdSource bean
     */
    static void log(SnowflakeGenerator generator, String strategy) {
        if (LOG.isInfoEnabled()) {
            LOG.info(message(generator, strategy));
        }
    }

    static String message(SnowflakeGenerator generator, String strategy) {
        return "Shardflake makes ids with " + generator.summary() + "; worker strategy " + strategy + "; version "
                + ShardflakeVersion.current();
    }
}
