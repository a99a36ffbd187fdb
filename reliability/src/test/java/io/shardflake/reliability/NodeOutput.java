package io.shardflake.reliability;

/** What a node process prints, one line per event, for {@link TwoNodeStartupTest} to read. */
final class NodeOutput {

    static final String STARTED = "STARTED";
    static final String INSERTED = "INSERTED";
    static final String REFUSED = "REFUSED";
    static final int REFUSED_EXIT = 3;

    private NodeOutput() {
    }

    static void started() {
        System.out.println(STARTED);
    }

    static void inserted(int rows) {
        System.out.println(INSERTED + " " + rows);
    }

    /** Prints the innermost message (the one naming the setting) and exits. */
    static void refused(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        System.out.println(REFUSED + " " + root.getClass().getSimpleName() + ": " + root.getMessage());
        System.out.flush();
        System.exit(REFUSED_EXIT);
    }
}
