package io.shardflake.aotcheck;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application a user could write, processed ahead of time by the build ({@code process-aot}) and started in AOT
 * mode ({@code -Dspring.aot.enabled=true}) by the module's tests: entities whose ids come from each way of asking for a
 * Shardflake generator, written by {@link RowWriter}.
 */
@SpringBootApplication
public class AotCheckApplication {

    /**
     * Starts the application.
     *
     * @param args Spring Boot's command-line arguments
     */
    public static void main(String[] args) {
        SpringApplication.run(AotCheckApplication.class, args);
    }
}
