package io.shardflake.worker.lease;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/** On a test class whose tests run on every {@link Database}: starts the servers they need, once per test JVM. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(StartSharedServers.class)
@interface LeaseDatabases {
}
