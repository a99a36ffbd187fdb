package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** Inherits its Snowflake id from {@link BaseEntity}. */
@Entity
public class InheritedIdEntity extends BaseEntity {
    public String name;
}
