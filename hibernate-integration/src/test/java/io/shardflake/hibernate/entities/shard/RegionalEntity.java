package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;

/** Property access: the id annotation and a hashed enum shard key on getters. */
@Entity
public class RegionalEntity {
    private Long id;
    private Region region;

    @Id
    @SnowflakeId
    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    @ShardKey
    @Enumerated(EnumType.STRING)
    public Region getRegion() {
        return region;
    }

    public void setRegion(Region region) {
        this.region = region;
    }
}
