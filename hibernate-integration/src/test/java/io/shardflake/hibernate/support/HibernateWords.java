package io.shardflake.hibernate.support;

import io.shardflake.config.Setting;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.testing.RefusalWording;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A plain Hibernate user's vocabulary: the {@code shardflake.*} settings and the keys of {@link ShardflakeSettings}. */
public final class HibernateWords {

    private HibernateWords() {
    }

    /** @return the wording every refusal of the Hibernate integration is held to */
    public static RefusalWording vocabulary() {
        List<String> keys = new ArrayList<>(Arrays.stream(Setting.values())
                .filter(setting -> setting != Setting.WORKER_LEASE_CONNECTION).map(Setting::key).toList());
        for (Field field : ShardflakeSettings.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                try {
                    keys.add((String) field.get(null));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return RefusalWording.hibernate(keys);
    }
}
