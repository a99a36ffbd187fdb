package io.shardflake.reliability;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseConflictException;
import io.shardflake.worker.lease.NoFreeWorkerIdException;
import io.shardflake.worker.lease.UnpooledDataSource;
import io.shardflake.worker.lease.WorkerLease;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * One application instance of the multi-process scenario, run as its own JVM: leases a worker id in the shared
 * database, builds a {@link SnowflakeGenerator} from the lease, and inserts rows with generated primary keys in
 * batches, one transaction per batch, reporting each committed batch on standard output ({@link WorkerReport}).
 *
 * <p>The parent test kills some of these with SIGKILL and starts replacements; the rows they leave behind are the
 * evidence. Exit status 0 when every row is in, 3 after a duplicate key, 2 after any other failure.
 *
 * <pre>
 * java -cp ... io.shardflake.reliability.InsertWorker --url jdbc:postgresql://... --table rows --process w1 ...
 * </pre>
 */
public final class InsertWorker {

    /** Twitter's layout: 10 worker bits, of which the lease hands out only {@code 0..maxWorkerId}. */
    static final IdLayout LAYOUT = LayoutPreset.TWITTER.layout();

    private static final long CLAIM_RETRY_MILLIS = 100;

    private final InsertJob job;
    private final PrintStream out;

    InsertWorker(InsertJob job, PrintStream out) {
        this.job = job;
        this.out = out;
    }

    /**
     * @param args see {@link InsertJob#parse(String...)}
     */
    public static void main(String[] args) {
        // Reports go to stdout unbuffered (println flushes): a line written is a line the parent can read, even if
        // this process is killed the next instant.
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true);
        int status;
        try {
            status = new InsertWorker(InsertJob.parse(args), out).run();
        } catch (Exception e) {
            out.println(WorkerReport.ERROR + " " + oneLine(e));
            e.printStackTrace();
            status = 2;
        }
        System.exit(status);
    }

    int run() throws SQLException, InterruptedException {
        JdbcWorkerLease leases = JdbcWorkerLease.builder(UnpooledDataSource.of(job.url(), null, null))
                .table(job.leaseTable())
                .layout(LAYOUT)
                .maxWorkerId(job.maxWorkerId())
                .leaseDuration(job.lease())
                .holder(job.process(), ProcessHandle.current().pid())
                .build();
        long claimStart = System.nanoTime();
        WorkerLease lease = claim(leases, claimStart);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LAYOUT).workerIdSource(lease).build();
        out.println(WorkerReport.CLAIMED + " " + lease.workerId() + " " + lease.notBefore() + " "
                + (System.nanoTime() - claimStart) / 1_000_000);
        try (Connection connection = DriverManager.getConnection(job.url());
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO " + job.table() + " (id, process) VALUES (?, ?)")) {
            connection.setAutoCommit(false);
            long done = 0;
            while (done < job.rows()) {
                int rows = (int) Math.min(job.batch(), job.rows() - done);
                for (int i = 0; i < rows; i++) {
                    insert.setLong(1, generator.nextId());
                    insert.setString(2, job.process());
                    insert.addBatch();
                }
                SQLException duplicate = DuplicateKey.commitOrRollBack(connection, insert);
                if (duplicate != null) {
                    out.println(WorkerReport.DUPLICATE + " " + duplicate.getSQLState() + " " + oneLine(duplicate));
                    return 3;
                }
                done += rows;
                // Only after the commit returned: an acknowledged row is a stored row.
                out.println(WorkerReport.ACK + " " + rows);
            }
            lease.close();
            out.println(WorkerReport.DONE + " " + done);
            return 0;
        }
    }

    /**
     * Claims the worker id asked for (or any), waiting while it is held: a killed holder's lease takes up to its
     * duration to expire.
     */
    private WorkerLease claim(JdbcWorkerLease leases, long start) throws InterruptedException {
        long deadline = start + job.claimTimeout().toNanos();
        while (true) {
            try {
                return job.workerId() == InsertJob.ANY ? leases.claimAny() : leases.claim(job.workerId());
            } catch (NoFreeWorkerIdException | LeaseConflictException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(CLAIM_RETRY_MILLIS);
            }
        }
    }

    private static String oneLine(Throwable e) {
        return String.valueOf(e).replace('\n', ' ').replace('\r', ' ');
    }
}
