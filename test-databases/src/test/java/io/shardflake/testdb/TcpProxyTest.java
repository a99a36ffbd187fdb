package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The proxy on plain sockets against line echo servers: it forwards, goes silent without closing anything, heals for
 * new connections only, cuts with a reset, moves to another target, and leaves nothing behind. "Silent" is checked as
 * no answer within {@value #QUIET_MILLIS} ms on a connection that is still open: a broken proxy answers at once, so
 * the margin decides how hard the check looks, never whether a correct proxy passes. An answer that must come may
 * take up to {@value #ANSWER_MILLIS} ms.
 */
class TcpProxyTest {

    private static final int QUIET_MILLIS = 300;
    private static final int ANSWER_MILLIS = 30_000;

    private EchoServer first;
    private EchoServer second;
    private TcpProxy proxy;

    @BeforeEach
    void start() throws IOException {
        first = new EchoServer("first");
        second = new EchoServer("second");
        proxy = TcpProxy.start("127.0.0.1", first.port());
    }

    @AfterEach
    void stop() throws IOException {
        proxy.close();
        first.close();
        second.close();
    }

    @Test
    void forwardsBothWaysAndCountsConnections() throws IOException {
        try (Conversation one = new Conversation(proxy); Conversation two = new Conversation(proxy)) {
            assertThat(one.ask("hello")).isEqualTo("first:hello");
            assertThat(two.ask("again")).isEqualTo("first:again");
            assertThat(one.ask("still")).isEqualTo("first:still");
        }
        assertThat(proxy.connectionsAccepted()).isEqualTo(2);
        assertThat(first.connections()).isEqualTo(2);
        assertThat(proxy.target()).isEqualTo("127.0.0.1:" + first.port());
    }

    @Test
    void silenceKeepsOpenConnectionsOpenOnBothSidesButNothingGoesThrough() throws IOException {
        try (Conversation open = new Conversation(proxy)) {
            assertThat(open.ask("before")).isEqualTo("first:before");

            proxy.goSilent();

            assertThat(open.askBriefly("during")).isEqualTo(Conversation.SILENT);
            open.closeOutput(); // the client's end (FIN) does not reach the target either
            assertThat(open.askBriefly(null)).isEqualTo(Conversation.SILENT);
            assertThat(first.endsSeen()).isZero();
            assertThat(proxy.openConnections()).isEqualTo(1);
            assertThat(proxy.isSilent()).isTrue();
        }
    }

    @Test
    void theTargetsEndIsPassedOnButNotWhileSilent() throws IOException {
        try (Conversation forwarded = new Conversation(proxy)) {
            assertThat(forwarded.ask("hello")).isEqualTo("first:hello");
            first.closeConnections();
            assertThat(forwarded.ask(null)).isEqualTo(Conversation.END);
        }
        try (Conversation silenced = new Conversation(proxy)) {
            assertThat(silenced.ask("hello")).isEqualTo("first:hello");
            proxy.goSilent();
            first.closeConnections();
            assertThat(silenced.askBriefly(null)).isEqualTo(Conversation.SILENT);
        }
    }

    @Test
    void newConnectionsAreAcceptedButSilentAndTheTargetNeverHearsOfThem() throws IOException {
        proxy.goSilent();
        try (Conversation late = new Conversation(proxy)) {
            assertThat(late.askBriefly("anyone?")).isEqualTo(Conversation.SILENT);
        }
        assertThat(proxy.connectionsAccepted()).isEqualTo(1);
        assertThat(first.connections()).isZero();
    }

    @Test
    void healLetsNewConnectionsThroughWhileTheSilentOnesStaySilent() throws IOException {
        try (Conversation old = new Conversation(proxy)) {
            assertThat(old.ask("before")).isEqualTo("first:before");
            proxy.goSilent();
            try (Conversation duringSilence = new Conversation(proxy)) {
                assertThat(duringSilence.askBriefly("hello")).isEqualTo(Conversation.SILENT);

                proxy.heal();

                try (Conversation fresh = new Conversation(proxy)) {
                    assertThat(fresh.ask("after")).isEqualTo("first:after");
                }
                assertThat(old.askBriefly("after")).isEqualTo(Conversation.SILENT);
                assertThat(duringSilence.askBriefly("after")).isEqualTo(Conversation.SILENT);
                assertThat(proxy.isSilent()).isFalse();
            }
        }
    }

    @Test
    void cutAllResetsForwardedAndSilentConnections() throws IOException {
        try (Conversation forwarded = new Conversation(proxy)) {
            assertThat(forwarded.ask("hello")).isEqualTo("first:hello");
            proxy.goSilent();
            try (Conversation silent = new Conversation(proxy)) {
                assertThat(silent.askBriefly("hello")).isEqualTo(Conversation.SILENT);

                proxy.cutAll();

                assertThat(forwarded.ask(null)).isEqualTo(Conversation.RESET);
                assertThat(silent.ask(null)).isEqualTo(Conversation.RESET);
                awaitTrue(() -> first.endsSeen() == 1, "the target's side was reset too");
                assertThat(proxy.openConnections()).isZero();
            }
        }
    }

    @Test
    void retargetSendsNewConnectionsToTheOtherTargetAndCutsTheOpenOnes() throws IOException {
        try (Conversation old = new Conversation(proxy)) {
            assertThat(old.ask("hello")).isEqualTo("first:hello");

            proxy.retarget("127.0.0.1", second.port());

            assertThat(old.ask(null)).isEqualTo(Conversation.RESET);
            try (Conversation moved = new Conversation(proxy)) {
                assertThat(moved.ask("hello")).isEqualTo("second:hello");
            }
            assertThat(proxy.target()).isEqualTo("127.0.0.1:" + second.port());
            assertThat(first.connections()).isEqualTo(1);
        }
    }

    @Test
    void aTargetThatIsDownResetsTheClient() throws IOException {
        int closedPort = Tools.freeLoopbackPort();
        proxy.retarget("127.0.0.1", closedPort);
        try (Conversation refused = new Conversation(proxy)) {
            assertThat(refused.ask(null)).isIn(Conversation.RESET, Conversation.END);
        }
    }

    @Test
    void closeEndsEveryConnectionAndLeavesNoThreadBehind() throws IOException {
        Conversation forwarded = new Conversation(proxy);
        assertThat(forwarded.ask("hello")).isEqualTo("first:hello");
        proxy.goSilent();
        Conversation silent = new Conversation(proxy);
        assertThat(silent.askBriefly("hello")).isEqualTo(Conversation.SILENT);

        proxy.close();

        assertThat(forwarded.ask(null)).isEqualTo(Conversation.RESET);
        assertThat(silent.ask(null)).isEqualTo(Conversation.RESET);
        awaitTrue(() -> proxy.liveThreads().isEmpty(), "every proxy thread ended: " + proxy.liveThreads());
        forwarded.close();
        silent.close();
    }

    private static void awaitTrue(BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(deadline);
            Tools.sleep(Duration.ofMillis(10));
        }
    }

    /** A client connection through the proxy, asking a line at a time. */
    private static final class Conversation implements AutoCloseable {

        static final String SILENT = "(no answer, still open)";
        static final String END = "(orderly end)";
        static final String RESET = "(reset)";

        private final Socket socket;
        private final BufferedReader in;

        Conversation(TcpProxy proxy) throws IOException {
            socket = new Socket(proxy.host(), proxy.port());
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        }

        /** Sends the line (none if null) and tells what came back, waiting for it up to {@value #ANSWER_MILLIS} ms. */
        String ask(String line) throws IOException {
            return ask(line, ANSWER_MILLIS);
        }

        /** Sends the line (none if null) and tells what came back within {@value #QUIET_MILLIS} ms: silence expected. */
        String askBriefly(String line) throws IOException {
            return ask(line, QUIET_MILLIS);
        }

        private String ask(String line, int waitMillis) throws IOException {
            socket.setSoTimeout(waitMillis);
            try {
                if (line != null) {
                    socket.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
                }
                String answer = in.readLine();
                return answer == null ? END : answer;
            } catch (SocketTimeoutException e) {
                return SILENT;
            } catch (SocketException e) {
                return RESET;
            }
        }

        void closeOutput() throws IOException {
            socket.shutdownOutput();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
