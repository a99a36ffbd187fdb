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

    /**
     * @param row what {@code EntityManager.find} returned
     * @param kind what the row is, for the message
     * @param id the id looked up
     * @return the row
     * @throws NotFoundException if there is none
     */
    public static <T> T unlessNull(T row, String kind, long id) {
        if (row == null) {
            throw new NotFoundException(kind, id);
        }
        return row;
    }

    public String kind() {
        return kind;
    }

    public long id() {
        return id;
    }
}
