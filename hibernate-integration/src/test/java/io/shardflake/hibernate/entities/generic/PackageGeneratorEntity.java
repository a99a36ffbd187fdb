package io.shardflake.hibernate.entities.generic;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.util.UUID;

/** Uses the package's named generator. */
@Entity
public class PackageGeneratorEntity {
    @Id @GeneratedValue(generator = "package-uuids") public UUID id;
}
