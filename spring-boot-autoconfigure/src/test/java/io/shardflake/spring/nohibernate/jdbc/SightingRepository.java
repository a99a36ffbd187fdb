package io.shardflake.spring.nohibernate.jdbc;

import org.springframework.data.repository.ListCrudRepository;

public interface SightingRepository extends ListCrudRepository<Sighting, String> {
}
