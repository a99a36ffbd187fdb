package io.shardflake.worker.lease;

import io.shardflake.error.ShardflakeException;
import java.util.List;

/**
 * The lease table would live in a database the lease does not support. Thrown by
 * {@link JdbcWorkerLease.Builder#build()}, before anything is written, whether or not the table already exists:
 * which worker id is whose rests on how the database settles racing writes and on reading its clock, and that has
 * been checked on the supported databases only.
 *
 * <p>Message: {@code unsupported database product Apache Derby 10.16.1.1 for lease table shardflake_worker_lease;
 * supported: H2, PostgreSQL, MySQL, MariaDB}. The product is the name its JDBC driver reports
 * ({@link java.sql.DatabaseMetaData#getDatabaseProductName()}).
 */
public class UnsupportedDatabaseException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final String product;
    private final String productVersion;
    private final List<String> supported;

    /**
     * @param table the lease table, as configured
     * @param product the database product name the driver reported
     * @param productVersion its version, as the driver reported it
     * @param supported the product names the lease supports
     */
    public UnsupportedDatabaseException(String table, String product, String productVersion,
            List<String> supported) {
        super("unsupported database product " + product + (productVersion == null ? "" : " " + productVersion)
                + " for lease table " + table + "; supported: " + String.join(", ", supported));
        this.product = product;
        this.productVersion = productVersion;
        this.supported = List.copyOf(supported);
    }

    /** @return the database product name the driver reported, e.g. {@code Apache Derby} */
    public String product() {
        return product;
    }

    /** @return the product's version as the driver reported it (may be null) */
    public String productVersion() {
        return productVersion;
    }

    /** @return the product names the lease supports: {@code H2, PostgreSQL, MySQL, MariaDB} */
    public List<String> supported() {
        return supported;
    }
}
