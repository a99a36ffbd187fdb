package io.shardflake.spring.data;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.Ordered;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;
import org.springframework.util.ClassUtils;

/**
 * Gives Spring Data JDBC aggregates marked {@link SnowflakeId} or {@link ShardflakeUuid} a Shardflake id when they
 * are saved with a null one: the {@code BeforeConvertCallback} Spring Data JDBC's reference documentation suggests
 * for ids made by the application. Spring Data has already decided the aggregate is new (its id was null), so the
 * save is an INSERT carrying the id.
 *
 * <p>Runs early ({@link #ORDER}), so that the application's own callbacks see the id. The aggregates the mapping
 * context knows at startup are checked then: an annotation that cannot be honoured fails the startup, naming
 * {@code Aggregate.id}.
 */
public final class ShardflakeIdCallback implements BeforeConvertCallback<Object>, Ordered, SmartInitializingSingleton {

    /** This callback's order: before the application's unordered callbacks and most ordered ones. */
    public static final int ORDER = Ordered.HIGHEST_PRECEDENCE + 100;

    private final RelationalMappingContext mappingContext;
    private final BeanFactory beans;
    private final Map<Class<?>, IdAssignment> assignments = new ConcurrentHashMap<>();

    /**
     * @param mappingContext Spring Data's mapping, which knows each aggregate's id property and how to set it
     * @param beans where the generator beans are, looked up for the kinds the aggregates ask for
     */
    public ShardflakeIdCallback(RelationalMappingContext mappingContext, BeanFactory beans) {
        this.mappingContext = mappingContext;
        this.beans = beans;
    }

    @Override
    public Object onBeforeConvert(Object aggregate) {
        return assignment(ClassUtils.getUserClass(aggregate)).assign(aggregate);
    }

    @Override
    public void afterSingletonsInstantiated() {
        for (RelationalPersistentEntity<?> entity : mappingContext.getPersistentEntities()) {
            assignment(entity.getType());
        }
    }

    @Override
    public int getOrder() {
        return ORDER;
    }

    private IdAssignment assignment(Class<?> type) {
        return assignments.computeIfAbsent(type,
                key -> IdAssignment.of(mappingContext.getRequiredPersistentEntity(key), beans));
    }
}
