package io.shardflake.reliability;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A row a node inserts: the id is the primary key, so a repeated id fails the insert. */
@Entity
@Table(name = "node_rows")
public class NodeRow {

    @Id
    @SnowflakeId
    public Long id;

    public String node;

    public NodeRow() {
    }

    NodeRow(String node) {
        this.node = node;
    }
}
