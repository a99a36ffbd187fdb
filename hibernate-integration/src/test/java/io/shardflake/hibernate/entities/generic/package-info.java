/** A package-level @GenericGenerator naming our UUID generator, with a kind parameter (Hibernate 7 only). */
@GenericGenerator(name = "package-uuids", type = ShardflakeUuidGenerator.class,
        parameters = @Parameter(name = "kind", value = "v6"))
package io.shardflake.hibernate.entities.generic;

import io.shardflake.hibernate.ShardflakeUuidGenerator;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;
