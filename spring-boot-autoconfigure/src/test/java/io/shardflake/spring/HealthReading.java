package io.shardflake.spring;

import java.lang.reflect.Method;
import java.util.Map;
import org.springframework.context.ApplicationContext;
import org.springframework.util.ReflectionUtils;

/**
 * What a health indicator answers, read through the running line's {@code HealthIndicator} interface (Boot 4's in
 * {@code org.springframework.boot.health.contributor}, Boot 3's in {@code org.springframework.boot.actuate.health}),
 * whose {@code Health} has the same status and details on both.
 *
 * @param status the status code, e.g. {@code UP}
 * @param details the details
 */
public record HealthReading(String status, Map<String, Object> details) {

    /**
     * @param context an application context
     * @return what its {@code shardflake} health component answers now
     */
    public static HealthReading of(ApplicationContext context) {
        return of(context.getBean("shardflakeHealthIndicator"));
    }

    /**
     * @param indicator a health indicator of the running line
     * @return what it answers now
     */
    @SuppressWarnings("unchecked")
    public static HealthReading of(Object indicator) {
        Object health = call(BootClass.HEALTH_INDICATOR.type(), "health", indicator);
        Object status = call(health.getClass(), "getStatus", health);
        return new HealthReading((String) call(status.getClass(), "getCode", status),
                (Map<String, Object>) call(health.getClass(), "getDetails", health));
    }

    private static Object call(Class<?> type, String name, Object target) {
        Method method = ReflectionUtils.findMethod(type, name);
        if (method == null) {
            throw new IllegalStateException(type.getName() + " has no method " + name + "()");
        }
        return ReflectionUtils.invokeMethod(method, target);
    }
}
