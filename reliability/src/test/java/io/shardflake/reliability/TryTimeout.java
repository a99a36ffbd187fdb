package io.shardflake.reliability;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AroundTryHook;
import net.jqwik.api.lifecycle.TryExecutionResult;
import net.jqwik.api.lifecycle.TryExecutor;
import net.jqwik.api.lifecycle.TryLifecycleContext;

/**
 * Fails a jqwik try that runs longer than {@link #millis()}: JUnit Jupiter's {@code @Timeout} is not honoured by
 * the jqwik engine, and a parser that loops forever on some input must fail the property, not hang the build.
 * The try runs on a daemon thread, so a stuck one is left behind rather than blocking the run.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@AddLifecycleHook(TryTimeout.Hook.class)
@interface TryTimeout {

    /** @return how long one try may take */
    long millis();

    /** Runs each try on a daemon thread and waits for it at most {@link TryTimeout#millis()}. */
    final class Hook implements AroundTryHook {

        private static final ExecutorService THREADS = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "jqwik-try-with-timeout");
            thread.setDaemon(true);
            return thread;
        });

        @Override
        public TryExecutionResult aroundTry(TryLifecycleContext context, TryExecutor aTry, List<Object> parameters)
                throws Throwable {
            long millis = context.findAnnotation(TryTimeout.class).orElseThrow().millis();
            Future<TryExecutionResult> result = THREADS.submit(() -> aTry.execute(parameters));
            try {
                return result.get(millis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                result.cancel(true);
                return TryExecutionResult.falsified(new AssertionError("no result within " + millis + " ms for "
                        + parameters + ": a hang"));
            } catch (ExecutionException e) {
                throw e.getCause();
            }
        }
    }
}
