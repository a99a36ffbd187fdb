/**
 * Entities whose generator is named by the annotation on this package: Hibernate must know the package, which in AOT
 * mode comes from the persistence unit the build scanned.
 */
@ShardflakeUuid
package io.shardflake.aotcheck.bypackage;

import io.shardflake.hibernate.ShardflakeUuid;
