package io.shardflake.sample.evaluate;

import io.shardflake.IdLayout;
import io.shardflake.IdField;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.sample.service.CustomerService;
import io.shardflake.sample.service.OrderService;
import io.shardflake.sample.shard.PhysicalShards;
import io.shardflake.sample.shard.ShardRouter;
import java.io.PrintStream;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.context.ApplicationContext;

/**
 * One evaluation inside a started (non-web) application: simulated nodes load the shards, then the databases
 * are checked and the table printed.
 */
final class Evaluation {

    private final ApplicationContext context;

    Evaluation(ApplicationContext context) {
        this.context = context;
    }

    /** @return the run's figures, and whether no check failed */
    EngineSummary run(EvaluationOptions options, String engine, PrintStream out) throws InterruptedException,
            SQLException {
        List<SnowflakeGenerator> nodes = nodes(options);
        CustomerService customers = context.getBean(CustomerService.class);
        OrderService orders = context.getBean(OrderService.class);
        ShardRouter router = context.getBean(ShardRouter.class);

        LoadRun.Result load = new LoadRun(customers, orders).run(options, nodes);
        Set<Long> made = new HashSet<>();
        load.threads().forEach(t -> Arrays.stream(t.ids()).forEach(made::add));
        DatabaseCheck.Outcome outcome = new DatabaseCheck(context.getBean(PhysicalShards.class), router, customers,
                orders).check(made);
        List<String> violations = new ArrayList<>(outcome.violations());
        long idsMade = load.threads().stream().mapToLong(t -> t.ids().length).sum();
        if (made.size() != idsMade || idsMade != options.expectedRows()) {
            violations.add(0, "the nodes made " + idsMade + " ids, " + made.size() + " distinct, expected "
                    + options.expectedRows());
        }
        DatabaseCheck.Outcome reported = new DatabaseCheck.Outcome(outcome.customers(), outcome.orders(),
                violations);
        return Report.print(out, options, engine, router.map(), load, reported, nodes);
    }

    /** Separate generators as separate nodes would have: the starter's layout and clock policy, worker = node. */
    private List<SnowflakeGenerator> nodes(EvaluationOptions options) {
        IdLayout layout = context.getBean(IdLayout.class);
        if (options.nodes() > layout.maxValue(IdField.WORKER) + 1) {
            throw new IllegalArgumentException("--nodes = " + options.nodes() + " is more than the "
                    + (layout.maxValue(IdField.WORKER) + 1) + " worker ids of layout " + layout.name());
        }
        ClockPolicy policy = context.getBean(ClockPolicy.class);
        List<SnowflakeGenerator> nodes = new ArrayList<>();
        ClockSettings clock = ClockSettings.DEFAULT.withPolicy(policy);
        for (int worker = 0; worker < options.nodes(); worker++) {
            nodes.add(SnowflakeGenerator.builder(layout).workerId(worker).clock(clock).build());
        }
        return nodes;
    }
}
