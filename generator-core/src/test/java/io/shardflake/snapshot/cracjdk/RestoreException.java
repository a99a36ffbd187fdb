package io.shardflake.snapshot.cracjdk;

/** The stand-in's {@code jdk.crac.RestoreException}: a resource failed after the restore. */
public class RestoreException extends Exception {

    private static final long serialVersionUID = 1L;
}
