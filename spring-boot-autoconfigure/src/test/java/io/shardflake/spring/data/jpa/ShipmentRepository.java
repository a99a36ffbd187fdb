package io.shardflake.spring.data.jpa;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ShipmentRepository extends JpaRepository<Shipment, Long> {

    /** The time-window query of docs/guides/spring-data.md: the bounds come from {@code IdLayout.idRange}. */
    List<Shipment> findByIdBetweenOrderById(long min, long max);
}
