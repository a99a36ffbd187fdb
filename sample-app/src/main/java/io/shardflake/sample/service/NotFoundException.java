package io.shardflake.sample.service;

/** No row has this id (on the one database its id routes to). */
public class NotFoundException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String kind;
    private final long id;

    public NotFoundException(String kind, long id) {
        super("no " + kind + " with id " + id);
        this.kind = kind;
        this.id = id;
    }

    public String kind() {
        return kind;
    }

    public long id() {
        return id;
    }
}
