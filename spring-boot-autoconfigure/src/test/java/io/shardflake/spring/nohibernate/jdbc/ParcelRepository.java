package io.shardflake.spring.nohibernate.jdbc;

import org.springframework.data.repository.ListCrudRepository;

public interface ParcelRepository extends ListCrudRepository<Parcel, Long> {
}
