package io.shardflake.reliability;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A Spring Boot application with the starter, in a JVM of its own: starts on the given database with the given
 * properties and inserts rows whose ids its {@link SnowflakeGenerator} made for shard 5, or reports why it refused
 * to start.
 *
 * <p>Arguments: JDBC URL, node name, rows, then {@code key=value} properties. Output as {@link HibernateNode}'s.
 */
@ImportAutoConfiguration({DataSourceAutoConfiguration.class, ShardflakeAutoConfiguration.class})
public class SpringNode {

    public static void main(String[] args) {
        List<String> properties = new ArrayList<>(List.of("--spring.datasource.url=" + args[0],
                "--spring.main.banner-mode=off", "--logging.level.root=warn"));
        for (int i = 3; i < args.length; i++) {
            properties.add("--" + args[i]);
        }
        SpringApplication application = new SpringApplication(SpringNode.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        ConfigurableApplicationContext context;
        try {
            context = application.run(properties.toArray(String[]::new));
        } catch (RuntimeException e) {
            NodeOutput.refused(e);
            return;
        }
        try (context) {
            NodeOutput.started();
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
            int rows = Integer.parseInt(args[2]);
            List<Object[]> batch = new ArrayList<>();
            for (int i = 0; i < rows; i++) {
                batch.add(new Object[] {generator.nextId(5), args[1]});
            }
            jdbc.batchUpdate("INSERT INTO node_rows (id, node) VALUES (?, ?)", batch);
            NodeOutput.inserted(rows);
        }
    }
}
