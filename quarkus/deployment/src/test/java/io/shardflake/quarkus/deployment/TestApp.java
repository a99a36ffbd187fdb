package io.shardflake.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;

/** An application of one entity on its own in-memory H2 database. */
final class TestApp {

    private TestApp() {
    }

    /**
     * @param database the H2 database's name, one per test class
     * @return the application, to be given more settings
     */
    static QuarkusUnitTest onH2(String database) {
        return new QuarkusUnitTest()
                .withApplicationRoot(jar -> jar.addClasses(Ticket.class, TestApp.class))
                .overrideConfigKey("quarkus.datasource.db-kind", "h2")
                .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1")
                .overrideConfigKey("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create")
                .overrideConfigKey("quarkus.devservices.enabled", "false");
    }

    /** The refusal, however many wrappers Quarkus and Hibernate put around it. */
    static String refusal(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null && cause.getMessage().startsWith("Shardflake cannot")) {
                return cause.getMessage();
            }
        }
        throw new AssertionError("no Shardflake refusal in", error);
    }
}
