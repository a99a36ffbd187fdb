package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.codec.IdText;
import io.shardflake.error.InvalidIdException;
import io.shardflake.worker.lease.IdsOutsideTenures;
import io.shardflake.worker.lease.LeaseAudit;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.TenureHistory;
import io.shardflake.worker.lease.TenureOverlap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.Callable;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code audit}: checks from the lease's history that no two holders of a worker id may have made the same id
 * ({@link LeaseAudit#overlaps()}), and optionally that given ids each lie inside a tenure of their worker id
 * ({@link LeaseAudit#checkIds}).
 */
@Command(name = "audit", sortOptions = false, sortSynopsis = false,
        description = {
            "Checks that no two holders of a worker id may have made the same id.",
            "",
            "Reads the lease's history: for every worker id, the ranges of id times of its tenures must never"
                    + " overlap. Prints every overlap with both holders.",
            "",
            "With --ids or --ids-file, also checks that each id lies inside a tenure of its worker id, and counts"
                    + " those that do not: made outside the lease (a fixed worker id, another fleet), before the"
                    + " history's retention, or forged or corrupted."
        },
        footer = {"", "Exits 0 when no tenures overlap, 1 when some do (or the database cannot be read)."})
final class AuditCommand implements Callable<Integer> {

    @Mixin
    private LeaseDatabaseOptions database;

    @ArgGroup(exclusive = true)
    private @Nullable Ids ids;

    @Mixin
    private LayoutOptions layoutOptions;

    @Spec
    private CommandSpec spec;

    /** Where the ids to check come from: a query or a file. */
    static final class Ids {

        @Option(names = "--ids", paramLabel = "SQL", required = true, description = "a query on the lease URL's"
                + " database whose first column is ids, e.g. \"SELECT id FROM orders\"")
        private @Nullable String query;

        @Option(names = "--ids-file", paramLabel = "FILE", required = true,
                description = "a file of ids, one a line, in decimal or Crockford base32")
        private @Nullable Path file;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        IdLayout layout = layoutOptions.layout();
        DataSource dataSource = database.dataSource();
        TenureHistory history = database.history(dataSource);
        LeaseAudit audit = LeaseAudit.of(history);
        long workerIds = audit.tenures().stream().mapToInt(tenure -> tenure.workerId()).distinct().count();
        out.println(CliText.grouped(audit.tenures().size()) + " tenures of " + CliText.grouped(workerIds)
                + " worker ids in " + history.tableName());
        List<TenureOverlap> overlaps = audit.overlaps();
        for (TenureOverlap overlap : overlaps) {
            out.println("OVERLAP worker id " + overlap.first().workerId() + ", id times " + overlap.from() + " to "
                    + overlap.until() + ":");
            TenureReport.print(overlap.first(), "  ", out);
            out.println("  and");
            TenureReport.print(overlap.second(), "  ", out);
        }
        out.println(overlaps.isEmpty() ? "0 overlaps: no two holders of a worker id may have made the same id"
                : CliText.grouped(overlaps.size()) + (overlaps.size() == 1 ? " overlap" : " overlaps")
                        + ": the holders named may have made the same ids");
        if (ids != null) {
            IdsOutsideTenures outside = ids.query != null ? fromQuery(dataSource, ids.query, audit, layout)
                    : fromFile(ids.file, audit, layout);
            out.println("ids: " + CliText.grouped(outside.checked()) + " checked, " + CliText.grouped(outside.outside())
                    + " outside every tenure of their worker id" + (outside.examples().isEmpty() ? ""
                            : " (first: " + String.join(", ", outside.examples().stream().map(String::valueOf)
                                    .toList()) + ")"));
        }
        return overlaps.isEmpty() ? ShardflakeCli.OK : ShardflakeCli.FAILED;
    }

    private static IdsOutsideTenures fromQuery(DataSource dataSource, String query, LeaseAudit audit,
            IdLayout layout) {
        try (Connection connection = dataSource.getConnection()) {
            // Rows stream in batches: PostgreSQL fetches by batch only inside a transaction.
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                statement.setFetchSize(10_000);
                try (ResultSet rows = statement.executeQuery(query)) {
                    return audit.checkIds(stream(rows), layout);
                }
            } finally {
                connection.rollback();
            }
        } catch (SQLException e) {
            throw new LeaseDatabaseException("could not run --ids " + CliText.shown(query), e);
        } catch (UncheckedSqlException e) {
            throw new LeaseDatabaseException("could not read the ids of --ids " + CliText.shown(query), e.cause);
        }
    }

    private static LongStream stream(ResultSet rows) {
        PrimitiveIterator.OfLong each = new PrimitiveIterator.OfLong() {
            private @Nullable Boolean ahead;

            @Override
            public boolean hasNext() {
                try {
                    if (ahead == null) {
                        ahead = rows.next();
                    }
                    return ahead;
                } catch (SQLException e) {
                    throw new UncheckedSqlException(e);
                }
            }

            @Override
            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ahead = null;
                try {
                    return rows.getLong(1);
                } catch (SQLException e) {
                    throw new UncheckedSqlException(e);
                }
            }
        };
        return StreamSupport.longStream(Spliterators.spliteratorUnknownSize(each, Spliterator.ORDERED), false);
    }

    private static IdsOutsideTenures fromFile(Path file, LeaseAudit audit, IdLayout layout) {
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int[] number = {0};
            LongStream values = reader.lines().peek(line -> number[0]++).filter(line -> !line.isBlank())
                    .mapToLong(line -> {
                        try {
                            return IdText.parse(line);
                        } catch (InvalidIdException bad) {
                            throw new UsageException("--ids-file " + file + ", line " + number[0] + ": "
                                    + bad.getMessage());
                        }
                    });
            return audit.checkIds(values, layout);
        } catch (NoSuchFileException e) {
            throw new UsageException("--ids-file " + file + " does not exist");
        } catch (IOException | UncheckedIOException e) {
            throw new UsageException("--ids-file " + file + " cannot be read: " + e.getMessage());
        }
    }

    /** A database error while the ids stream, carried out of the stream. */
    private static final class UncheckedSqlException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final transient SQLException cause;

        UncheckedSqlException(SQLException cause) {
            super(cause);
            this.cause = cause;
        }
    }
}
