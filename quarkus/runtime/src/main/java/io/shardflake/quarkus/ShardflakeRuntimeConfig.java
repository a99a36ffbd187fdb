package io.shardflake.quarkus;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import java.time.Duration;
import java.util.Optional;

/**
 * Shardflake's settings read when the application starts, which may differ from one instance to
 * the next (a worker id, a strategy, the lease): the same names, values and defaults as the Spring Boot starter's
 * {@code shardflake.*} (the project's {@code docs/configuration.md}); each value is read and checked by the core's
 * settings model, as there.
 */
@ConfigMapping(prefix = "quarkus.shardflake")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface ShardflakeRuntimeConfig {

    /** The worker id and how it is chosen. */
    Worker worker();

    /** The shard of ids made without one, and single writers. */
    Shard shard();

    /** The clock's bounds. */
    Clock clock();

    /** PHP uniqid strings. */
    Uniqid uniqid();

    /** Locality UUIDs. */
    Locality locality();

    /** The key ring of public ids. */
    PublicId publicId();

    /** The readiness check. */
    Health health();

    /** The worker id and how it is chosen. */
    interface Worker {

        /**
         * Where the worker id comes from: {@code property}, {@code hostname-hash}, {@code statefulset}, {@code ip},
         * {@code lease}, {@code auto} (the worker id if set, else a lease in the persistence unit's datasource).
         * Default {@code auto}.
         */
        Optional<String> strategy();

        /** The worker id of the {@code property} strategy: 0 to the worker field's maximum, different on every instance. */
        Optional<String> id();

        /** Instances sharing the layout, for the collision chance in the host-name hash's warning. Default 10. */
        Optional<String> clusterSize();

        /** A host name for {@code hostname-hash}, {@code statefulset} and the lease table. Default: this host's. */
        Optional<String> hostname();

        /** The lease of the worker id in the persistence unit's datasource. */
        Lease lease();
    }

    /** The lease of the worker id in the persistence unit's datasource. */
    interface Lease {

        /** {@code false} keeps Shardflake out of the database (no lease, no registration). Default {@code true}. */
        Optional<String> enabled();

        /** The lease table, a plain identifier, optionally {@code schema.table}. Default {@code shardflake_worker_lease}. */
        Optional<String> table();

        /** How long a claim or renewal holds the worker id, at least twice {@code clock.max-wait}. Default {@code 30s}. */
        Optional<String> duration();

        /**
         * When a missing lease table is created: {@code embedded} (in-memory databases only), {@code always},
         * {@code never} (production: the migrations shipped in shardflake-core). Default {@code embedded}.
         */
        Optional<String> initializeSchema();

        /**
         * {@code dedicated}: the lease's own connection, made with the datasource's URL, user and password (read
         * again at every connect); {@code pool}: the datasource's pool. Default {@code dedicated}.
         */
        Optional<String> connection();

        /** Whether the database can lose acknowledged writes: {@code detect}, {@code assume}, {@code impossible}. Default {@code detect}. */
        Optional<String> lostWrites();

        /** How far apart the instances' and the database's clocks may be, {@code 0} to {@code 1d}. Default {@code 1s}. */
        Optional<String> clockSkew();

        /** {@code wait} or {@code switch-worker}: what a generator does when its clock falls behind its ids. Default {@code wait}. */
        Optional<String> clockBehind();

        /** How long one claim, renewal or release may take, {@code 50ms} to {@code 30s}. Default: a sixth of the duration, at least {@code 1s}. */
        Optional<String> callTimeout();
    }

    /** The shard of ids made without one, and single writers. */
    interface Shard {

        /** The shard of ids made without one, 0 to the shard field's maximum. Default 0. */
        @WithName("default")
        Optional<String> defaultShard();

        /**
         * {@code true}: this instance alone makes ids for each shard it writes; required by a layout without a
         * worker field wherever another instance can exist. Default {@code false}.
         */
        Optional<String> singleWriter();
    }

    /** The clock's bounds. */
    interface Clock {

        /** How far the clock may run ahead of the wall clock; {@code 0} is classic Snowflake. Default {@code 100ms}. */
        Optional<String> maxLead();

        /** How long one id may wait for the wall clock. Default {@code 1s}. */
        Optional<String> maxWait();
    }

    /** PHP uniqid strings. */
    interface Uniqid {

        /** 1..10: the leading digit of a uniqid is the microseconds mod this. Default 1. */
        Optional<String> shardCount();

        /** Whether uniqid strings carry the 4-hex random prefix. Default {@code true}. */
        Optional<String> prefix();
    }

    /** Locality UUIDs. */
    interface Locality {

        /** How the counter moves: {@code variable} (scatters), {@code sequential}. Default {@code variable}. */
        Optional<String> mode();
    }

    /** The key ring of public ids. */
    interface PublicId {

        /** The key ring public ids are masked with; secret: never logged, a refusal shows {@code (hidden)}. */
        Optional<String> keys();

        /** The name of an environment variable holding the key ring, instead of {@code keys}. */
        Optional<String> keysEnv();

        /** The path of a file holding the key ring, instead of {@code keys}. */
        Optional<String> keysFile();

        /** The key id (0..31) of the key that masks; required when the ring has several keys. */
        Optional<String> currentKey();
    }

    /** The readiness check. */
    interface Health {

        /** Below this remaining life of the layout the readiness check warns in its data (it stays UP). */
        @WithDefault("365d")
        Duration minRemainingLife();
    }
}
