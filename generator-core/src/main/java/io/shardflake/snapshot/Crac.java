package io.shardflake.snapshot;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Optional;

/**
 * Registers {@link SnapshotAware} objects with CRaC ({@code org.crac}, the API CRaC JDKs, AWS SnapStart and Spring
 * Boot use) when that API is on the class path, so that plain Java applications get the same as Spring Boot's: a lease
 * given back before a checkpoint and claimed anew after the restore, random state drawn anew.
 *
 * <p>Read by reflection, so the core keeps no dependency: without {@code org.crac} nothing is registered (looked for
 * once per class loader). With it but no CRaC JDK, {@code org.crac} accepts the registration and drops it (no checkpoint
 * can happen there), which is harmless. CRaC's global context holds its resources weakly: the caller keeps the returned
 * handle as long as the object lives.
 */
public final class Crac {

    private static final System.Logger LOG = System.getLogger(Crac.class.getName());
    // Whether org.crac is on the class path: looked for once, not with a thrown exception per generator built.
    private static final boolean PRESENT = isPresent();

    private Crac() {
    }

    private static boolean isPresent() {
        try {
            Class.forName("org.crac.Core", false, Crac.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError absent) {
            return false;
        }
    }

    /**
     * @param target what to call before a checkpoint and after a restore
     * @return the registered {@code org.crac.Resource}, to be held as long as {@code target} (the global context holds
     *     it weakly); empty when {@code org.crac} is not on the class path or refuses
     */
    public static Optional<Object> register(SnapshotAware target) {
        if (!PRESENT) {
            return Optional.empty();
        }
        try {
            ClassLoader loader = Crac.class.getClassLoader();
            Class<?> resourceType = Class.forName("org.crac.Resource", false, loader);
            Class<?> contextType = Class.forName("org.crac.Context", false, loader);
            Object context = Class.forName("org.crac.Core", true, loader).getMethod("getGlobalContext").invoke(null);
            Object resource = Proxy.newProxyInstance(loader, new Class<?>[] {resourceType},
                    (proxy, method, arguments) -> switch (method.getName()) {
                        case "beforeCheckpoint" -> {
                            target.beforeSnapshot();
                            yield null;
                        }
                        case "afterRestore" -> {
                            target.afterRestore();
                            yield null;
                        }
                        case "toString" -> "crac resource of " + target;
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == arguments[0];
                        default -> throw new UnsupportedOperationException(method.getName());
                    });
            Method register = contextType.getMethod("register", resourceType);
            register.invoke(context, resource);
            return Optional.of(resource);
        } catch (ClassNotFoundException | LinkageError absent) {
            return Optional.empty();
        } catch (ReflectiveOperationException | RuntimeException e) {
            Throwable cause = e instanceof InvocationTargetException invoked ? invoked.getCause() : e;
            LOG.log(System.Logger.Level.WARNING, "org.crac is on the class path but did not register {0}: {1}", target,
                    String.valueOf(cause));
            return Optional.empty();
        }
    }
}
