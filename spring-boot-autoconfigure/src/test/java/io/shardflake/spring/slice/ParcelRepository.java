package io.shardflake.spring.slice;

import org.springframework.data.jpa.repository.JpaRepository;

/** Saves parcels. */
public interface ParcelRepository extends JpaRepository<Parcel, Long> {
}
