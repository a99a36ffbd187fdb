package io.shardflake.benchmarks.persistence.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.UuidGenerator;

/**
 * Hibernate's own time-ordered UUID ({@code @UuidGenerator(style = VERSION_7)}, Hibernate 7.4's
 * {@code UuidVersion7Strategy}: 12 bits of sub-millisecond time and 62 bits from {@code SecureRandom}).
 */
@Entity
@Table(name = "ins_hibernate_uuid7")
public class HibernateUuid7Row extends RowColumns {

    @Id
    @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
    private UUID id;
}
