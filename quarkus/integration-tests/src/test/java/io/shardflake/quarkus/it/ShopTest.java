package io.shardflake.quarkus.it;

import io.quarkus.test.junit.QuarkusTest;

/** The application on an in-memory H2 (the test profile's database), the lease table made by Flyway. */
@QuarkusTest
class ShopTest extends ShopContract {
}
