package io.shardflake.spring.boot3;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A Spring Boot 3.5 application with JPA, the actuator and Jackson 2, as a user writes it. */
@SpringBootApplication
public class Boot3Application {
}
