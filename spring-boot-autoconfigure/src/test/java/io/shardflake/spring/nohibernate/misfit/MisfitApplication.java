package io.shardflake.spring.nohibernate.misfit;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** An application whose one aggregate asks for an id its type cannot hold. */
@SpringBootApplication
public class MisfitApplication {
}
