package io.shardflake.spring.data.jpa;

import org.springframework.data.jpa.repository.JpaRepository;

public interface MergedShipmentRepository extends JpaRepository<MergedShipment, Long> {
}
