package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * A parent whose generator is given only in mappings/xml-parent.xml ({@code <generated-value generator="snowflake">}):
 * nothing on the class says the id is a Shardflake id.
 */
@Entity
public class XmlParent {
    @Id public Long id;
    @ShardKey(mode = ShardKeyMode.HASH) public String account;

    public XmlParent() {
    }

    public XmlParent(String account) {
        this.account = account;
    }
}
