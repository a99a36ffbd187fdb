package io.shardflake.spring.virtualthreads;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * A flight recording of every {@code jdk.VirtualThreadPinned} event (threshold 0: each time a virtual thread blocked
 * and could not leave its carrier), with stack traces. Java 24 and later pin only in native frames and class
 * initialisers; Java 21 also in {@code synchronized} (decision 0076).
 */
final class PinnedCarriers implements AutoCloseable {

    private final Recording recording = new Recording();
    private List<RecordedEvent> events;

    private PinnedCarriers() {
        recording.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ZERO).withStackTrace();
        recording.start();
    }

    /** @return a recording, started */
    static PinnedCarriers record() {
        return new PinnedCarriers();
    }

    /** Stops the recording and reads its events. */
    @Override
    public void close() {
        recording.stop();
        try {
            Path file = Files.createTempFile("pinned", ".jfr");
            try {
                recording.dump(file);
                events = RecordingFile.readAllEvents(file);
            } finally {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            recording.close();
        }
    }

    /** @return every pinned event recorded, once closed */
    List<RecordedEvent> events() {
        return events;
    }

    /** @return the stack traces, one line per event, of the pinned events with a frame of a class in {@code prefix} */
    List<String> withFramesOf(String prefix) {
        return events.stream().filter(event -> event.getStackTrace() != null && event.getStackTrace().getFrames()
                        .stream().anyMatch(frame -> className(frame).startsWith(prefix)))
                .map(PinnedCarriers::describe).toList();
    }

    private static String className(RecordedFrame frame) {
        return frame.getMethod().getType().getName();
    }

    private static String describe(RecordedEvent event) {
        StringBuilder text = new StringBuilder("pinned for ").append(event.getDuration().toNanos()).append(" ns:");
        for (RecordedFrame frame : event.getStackTrace().getFrames()) {
            text.append("\n  at ").append(className(frame)).append('.').append(frame.getMethod().getName());
        }
        return text.toString();
    }
}
