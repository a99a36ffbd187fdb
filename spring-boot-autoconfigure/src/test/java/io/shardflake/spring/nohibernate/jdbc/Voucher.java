package io.shardflake.spring.nohibernate.jdbc;

import io.shardflake.spring.data.SnowflakeId;
import org.springframework.data.annotation.Id;

/** A 64-bit id written as 13 characters of Crockford base32, asked for on the class. */
@SnowflakeId
public class Voucher {

    @Id
    private String id;

    private int cents;

    public Voucher(int cents) {
        this.cents = cents;
    }

    public String getId() {
        return id;
    }

    public int getCents() {
        return cents;
    }
}
