package io.shardflake.testdb;

/**
 * The plain application account that {@link PostgresReplication} and {@link MariaDbReplication} create: a user with
 * an application's privileges on its own database and nothing more, so that a test proves what an ordinary
 * application may do and read.
 *
 * <pre>{@code
 * Connection connection = DriverManager.getConnection(pair.applicationUrl(), ApplicationAccount.USER,
 *         ApplicationAccount.PASSWORD);
 * }</pre>
 */
public final class ApplicationAccount {

    /** The user (PostgreSQL: the role) the application logs in as. */
    public static final String USER = "app";
    /** Its password. */
    public static final String PASSWORD = "app-password";
    /** The application's database (PostgreSQL: owned by {@link #USER}). */
    public static final String DATABASE = "app";

    private ApplicationAccount() {
    }
}
