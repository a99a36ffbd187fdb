package io.shardflake.benchmarks.persistence.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.UuidGenerator;

/** Hibernate's own random UUID ({@code @UuidGenerator(style = RANDOM)}: {@code UUID.randomUUID()}, version 4). */
@Entity
@Table(name = "ins_hibernate_uuid4")
public class HibernateUuid4Row extends RowColumns {

    @Id
    @UuidGenerator(style = UuidGenerator.Style.RANDOM)
    private UUID id;
}
