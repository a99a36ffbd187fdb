package io.shardflake.spring.data.jpa;

import org.springframework.data.jpa.repository.JpaRepository;

public interface VersionedShipmentRepository extends JpaRepository<VersionedShipment, Long> {
}
