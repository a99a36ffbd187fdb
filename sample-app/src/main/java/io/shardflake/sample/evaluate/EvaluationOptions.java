package io.shardflake.sample.evaluate;

import java.util.List;

/**
 * The evaluation's command line: {@code --evaluate [--nodes 4] [--threads 4] [--customers 2000]
 * [--orders-per-customer 5] [--profile h2|postgres]}.
 *
 * @param nodes simulated nodes, each with its own generator and worker id (0..nodes-1)
 * @param threads threads per node
 * @param customers customers in all
 * @param ordersPerCustomer orders each customer places
 * @param profile {@code h2} or {@code postgres}
 */
public record EvaluationOptions(int nodes, int threads, int customers, int ordersPerCustomer, String profile) {

    /** The default size: finishes well within a minute on two cores. */
    public static final EvaluationOptions DEFAULT = new EvaluationOptions(4, 4, 2000, 5, "h2");

    public EvaluationOptions {
        positive("--nodes", nodes);
        positive("--threads", threads);
        positive("--customers", customers);
        if (ordersPerCustomer < 0) {
            throw new IllegalArgumentException("--orders-per-customer = " + ordersPerCustomer + " must be 0 or more");
        }
        if (!List.of("h2", "postgres").contains(profile)) {
            throw new IllegalArgumentException("--profile = " + profile + " must be h2 or postgres");
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
                default -> throw new IllegalArgumentException("unknown option " + arg
                        + " (known: --nodes, --threads, --customers, --orders-per-customer, --profile)");
            }
        }
        return new EvaluationOptions(nodes, threads, customers, orders, profile);
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
