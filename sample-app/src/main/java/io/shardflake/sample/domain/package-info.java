/** The JPA entities: customers and their orders, both with Shardflake ids. */
package io.shardflake.sample.domain;
