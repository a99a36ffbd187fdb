package io.shardflake.sample.evaluate;

import java.util.List;

/**
 * The evaluation's command line: {@code --evaluate [--nodes 4] [--threads 4] [--customers 2000]
 * [--orders-per-customer 5] [--profile h2|postgres] [--engine routing|shardingsphere|both]}.
 *
 * @param nodes simulated nodes, each with its own generator and worker id (0..nodes-1)
 * @param threads threads per node
 * @param customers customers in all
 * @param ordersPerCustomer orders each customer places
 * @param profile {@code h2} or {@code postgres}
 * @param engine {@code routing} (the sample's own routing DataSource), {@code shardingsphere} (ShardingSphere-JDBC)
 *     or {@code both}, one after the other on fresh databases, compared at the end
 */
public record EvaluationOptions(int nodes, int threads, int customers, int ordersPerCustomer, String profile,
        String engine) {

    /** The default size: finishes well within a minute on two cores. */
    public static final EvaluationOptions DEFAULT = new EvaluationOptions(4, 4, 2000, 5, "h2", "routing");

    public EvaluationOptions {
        positive("--nodes", nodes);
        positive("--threads", threads);
        positive("--customers", customers);
        if (ordersPerCustomer < 0) {
            throw new IllegalArgumentException("--orders-per-customer = " + ordersPerCustomer + " must be 0 or more");
        }
        if (!List.of("h2", "postgres", "mariadb").contains(profile)) {
            throw new IllegalArgumentException("--profile = " + profile + " must be h2, postgres or mariadb");
        }
        if (!List.of("routing", "shardingsphere", "both").contains(engine)) {
            throw new IllegalArgumentException("--engine = " + engine + " must be routing, shardingsphere or both");
        }
    }

    /**
     * @param args the application's arguments; {@code --evaluate} and Spring's {@code --key=value} ones are skipped
     * @throws IllegalArgumentException naming the option that is unknown, lacks a value or is not a number
     */
    public static EvaluationOptions parse(String[] args) {
        int nodes = DEFAULT.nodes();
        int threads = DEFAULT.threads();
        int customers = DEFAULT.customers();
        int orders = DEFAULT.ordersPerCustomer();
        String profile = DEFAULT.profile();
        String engine = DEFAULT.engine();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--evaluate") || arg.contains("=")) {
                continue;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(arg + " needs a value");
            }
            String value = args[++i];
            switch (arg) {
                case "--nodes" -> nodes = number(arg, value);
                case "--threads" -> threads = number(arg, value);
                case "--customers" -> customers = number(arg, value);
                case "--orders-per-customer" -> orders = number(arg, value);
                case "--profile" -> profile = value;
                case "--engine" -> engine = value;
                default -> throw new IllegalArgumentException("unknown option " + arg
                        + " (known: --nodes, --threads, --customers, --orders-per-customer, --profile, --engine)");
            }
        }
        return new EvaluationOptions(nodes, threads, customers, orders, profile, engine);
    }

    /** @return the engines to run, in order: the routing DataSource first */
    public List<String> engines() {
        return engine.equals("both") ? List.of("routing", "shardingsphere") : List.of(engine);
    }

    /** @return the rows the run inserts */
    public long expectedRows() {
        return (long) customers * (1 + ordersPerCustomer);
    }

    private static int number(String option, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " = " + value + " is not a whole number");
        }
    }

    private static void positive(String option, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(option + " = " + value + " must be at least 1");
        }
    }
}
