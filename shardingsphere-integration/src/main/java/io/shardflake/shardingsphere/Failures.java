package io.shardflake.shardingsphere;

import org.apache.shardingsphere.infra.algorithm.core.ShardingSphereAlgorithm;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;

/**
 * Shardflake's errors in ShardingSphere's exception types, so ShardingSphere reports them as it reports its own
 * algorithms' ({@code Algorithm '...SHARDFLAKE' initialization failed, reason is: ...}) with Shardflake's words in
 * the reason and Shardflake's exception attached (as a suppressed exception: ShardingSphere's constructors fix the
 * cause to none).
 */
final class Failures {

    private Failures() {
    }

    static AlgorithmInitializationException initialization(ShardingSphereAlgorithm algorithm, RuntimeException e) {
        // "%s": the reason is a format string to ShardingSphere, and a message may hold a '%'.
        AlgorithmInitializationException failure = new AlgorithmInitializationException(algorithm, "%s",
                e.getMessage());
        failure.addSuppressed(e);
        return failure;
    }

    static AlgorithmExecuteException execution(ShardingSphereAlgorithm algorithm, String reason, Object... args) {
        return new AlgorithmExecuteException(algorithm, "%s", String.format(reason, args));
    }
}
