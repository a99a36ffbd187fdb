package io.shardflake.docscheck.app;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity of the application the docs' configuration blocks start, so that Hibernate makes a Shardflake id. */
@Entity
public class Note {

    @Id
    @SnowflakeId
    private Long id;

    private String text;

    protected Note() {
    }

    /** @param text what the note says */
    public Note(String text) {
        this.text = text;
    }

    /** @return the id Hibernate gave it, null before it is persisted */
    public Long getId() {
        return id;
    }

    /** @return what it says */
    public String getText() {
        return text;
    }
}
