package io.shardflake.snapshot.cracjdk;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A stand-in for a CRaC JDK's {@code jdk.crac} API, for tests in a JVM without CRaC support: {@code org.crac} (the
 * library applications compile against) looks for that API by package name, and first in the package named by the
 * system property {@code org.crac.Core.Compat}. The core's POM points that here for the test JVM, so {@code org.crac}
 * registers resources here with its own code, as it would with a CRaC JDK. Like the JDK's global context, this one
 * holds its resources weakly. It takes no checkpoints: a test notifies the resources {@link #registered()} lists, as
 * the JDK would around a checkpoint, and makes the copies of the state itself.
 */
public final class Core {

    private static final GlobalContext GLOBAL = new GlobalContext();

    private Core() {
    }

    /** @return the context every resource registers with */
    public static Context<Resource> getGlobalContext() {
        return GLOBAL;
    }

    /**
     * Present because {@code org.crac} requires it of the API it adopts.
     *
     * @throws CheckpointException never
     * @throws RestoreException never
     * @throws UnsupportedOperationException always: the stand-in takes no checkpoints
     */
    public static void checkpointRestore() throws CheckpointException, RestoreException {
        throw new UnsupportedOperationException("the stand-in takes no checkpoints; notify registered() resources");
    }

    /** @return the resources registered so far that are still alive, in order of registration */
    public static List<Resource> registered() {
        return GLOBAL.live();
    }

    private static final class GlobalContext extends Context<Resource> {

        private final List<WeakReference<Resource>> resources = new ArrayList<>();

        @Override
        public synchronized void register(Resource resource) {
            resources.add(new WeakReference<>(Objects.requireNonNull(resource)));
        }

        synchronized List<Resource> live() {
            resources.removeIf(reference -> reference.get() == null);
            return resources.stream().map(WeakReference::get).filter(Objects::nonNull).toList();
        }

        @Override
        public void beforeCheckpoint(Context<? extends Resource> context) {
            throw new UnsupportedOperationException("the stand-in takes no checkpoints");
        }

        @Override
        public void afterRestore(Context<? extends Resource> context) {
            throw new UnsupportedOperationException("the stand-in takes no checkpoints");
        }
    }
}
