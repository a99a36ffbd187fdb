package io.shardflake.spring.slice;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The application the test slices in this package find: its package holds their entities and repositories. */
@SpringBootApplication
public class SliceApplication {
}
