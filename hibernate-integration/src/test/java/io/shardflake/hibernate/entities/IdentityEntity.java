package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** For contrast: an IDENTITY column, which Hibernate cannot batch. */
@Entity
public class IdentityEntity {
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY) public Long id;
    public String name;
}
