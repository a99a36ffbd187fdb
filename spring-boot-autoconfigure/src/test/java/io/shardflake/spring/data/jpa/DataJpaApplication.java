package io.shardflake.spring.data.jpa;

import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.context.annotation.Configuration;

/** The application: its package is where entities and repositories are found. */
@Configuration(proxyBeanMethods = false)
@AutoConfigurationPackage
public class DataJpaApplication {
}
