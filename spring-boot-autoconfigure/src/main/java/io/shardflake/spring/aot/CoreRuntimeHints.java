package io.shardflake.spring.aot;

import io.shardflake.sql.H2Functions;
import io.shardflake.sql.ShardflakeSql;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;

/**
 * Hints for shardflake-core, which knows no Spring: the lease's DDL files and Liquibase changelog, read from the
 * class path when the lease creates its table or a migration tool runs them; the SQL function scripts
 * ({@link ShardflakeSql#script}); and {@link H2Functions}, whose public static methods H2 looks up by name when a
 * query calls one of the aliases the H2 script creates.
 */
public final class CoreRuntimeHints implements RuntimeHintsRegistrar {

    /** The lease's DDL, one file per database ({@code h2/}, {@code postgresql/}, {@code mysql/}). */
    static final String LEASE_DDL = "io/shardflake/worker/lease/*/*.sql";

    /** The Liquibase changelog that runs the lease's DDL files. */
    static final String LEASE_CHANGELOG = "io/shardflake/worker/lease/liquibase.xml";

    /** Creates the registrar; Spring does, from {@code META-INF/spring/aot.factories}. */
    public CoreRuntimeHints() {
    }

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        hints.resources().registerPattern(LEASE_DDL).registerPattern(LEASE_CHANGELOG);
        for (ShardflakeSql.Dialect dialect : ShardflakeSql.Dialect.values()) {
            hints.resources().registerPattern(dialect.resource());
        }
        hints.reflection().registerType(H2Functions.class, MemberCategory.INVOKE_PUBLIC_METHODS);
    }
}
