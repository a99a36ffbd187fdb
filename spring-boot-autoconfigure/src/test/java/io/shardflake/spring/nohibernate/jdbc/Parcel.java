package io.shardflake.spring.nohibernate.jdbc;

import io.shardflake.spring.data.SnowflakeId;
import org.springframework.data.annotation.Id;

/** An immutable aggregate with a 64-bit id: Spring Data makes a new instance to carry it. */
public record Parcel(@Id @SnowflakeId Long id, String label) {

    public static Parcel labelled(String label) {
        return new Parcel(null, label);
    }
}
