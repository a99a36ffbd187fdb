package io.shardflake.snapshot.cracjdk;

/** The stand-in's {@code jdk.crac.CheckpointException}: a resource refused the checkpoint. */
public class CheckpointException extends Exception {

    private static final long serialVersionUID = 1L;
}
