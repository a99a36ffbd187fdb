package io.shardflake.sample;

import io.shardflake.sample.evaluate.EvaluationMain;
import java.util.Arrays;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Customers and orders on 16 logical shards over 4 physical databases, with Shardflake ids. Runs the web
 * application, or with {@code --evaluate} a bounded evaluation that exits with 0 when every check passed.
 */
@SpringBootApplication
public class SampleApplication {

    public static void main(String[] args) {
        if (Arrays.asList(args).contains("--evaluate")) {
            System.exit(EvaluationMain.run(SampleApplication.class, args, System.out));
        }
        SpringApplication.run(SampleApplication.class, args);
    }
}
