package io.shardflake.cli;

import io.shardflake.worker.lease.TenureRecord;
import java.io.PrintWriter;

/** Prints one tenure of the lease's history, as {@code whois} and {@code audit} show it: who, which ids, how. */
final class TenureReport {

    private TenureReport() {
    }

    /**
     * @param tenure the tenure
     * @param indent what each line starts with
     */
    static void print(TenureRecord tenure, String indent, PrintWriter out) {
        out.println(indent + "holder: host " + tenure.holder().host() + ", pid " + tenure.holder().pid()
                + ", instance " + tenure.holder().instance() + (tenure.application().isEmpty() ? ""
                        : ", application " + tenure.application()));
        out.println(indent + "chose:  " + tenure.holder().source());
        out.println(indent + "ids:    " + tenure.idsFrom() + " to " + tenure.idsUntil() + " (id time)");
        out.println(indent + "began:  " + tenure.beganAt() + ", " + tenure.began());
        out.println(indent + "ended:  " + (tenure.ended() == null ? "not yet (last renewed " + tenure.renewedAt()
                + ")" : tenure.endedAt().orElseThrow() + ", " + tenure.ended()));
    }
}
