/** Every entity of this package gets Snowflake ids (with @Id @GeneratedValue). */
@SnowflakeId
package io.shardflake.hibernate.entities.pkg;

import io.shardflake.hibernate.SnowflakeId;
