package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** PHP uniqids. */
@Entity
public class UniqidEntity {
    @Id @UniqidId @Column(length = 18) public String id;
}
