package io.shardflake.testdb;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP proxy on a free loopback port that forwards every connection to a target, and can make the network misbehave
 * for real: go silent, heal, cut every connection, or move to another target, as a test says.
 *
 * <pre>{@code
 * try (TcpProxy proxy = TcpProxy.start("127.0.0.1", server.port())) {
 *     String url = "jdbc:postgresql://127.0.0.1:" + proxy.port() + "/app?socketTimeout=2";
 *     proxy.goSilent();   // a query on an open connection now waits for an answer that never comes
 *     proxy.heal();       // new connections get through again; the silent ones stay silent
 *     proxy.cutAll();     // every connection ends at once with a reset
 *     proxy.retarget("127.0.0.1", standby.port()); // a virtual IP moved: new connections go there
 * }
 * }</pre>
 *
 * <h2>What silence is</h2>
 * {@link #goSilent()} is a network that drops every packet of a connection while both ends still believe in it: a NAT
 * or firewall that lost the connection's state, a pooler whose backend vanished, a half-open connection after a
 * network blip. Every open connection stays open on both sides - no FIN, no RST, ever, not even when the target closes
 * its side - and nothing goes through in either direction: bytes sent are taken and dropped. New connections are
 * accepted (the client's connect succeeds) and are just as silent; the target never hears of them. The client's own
 * TCP keepalive cannot notice, since this proxy's kernel answers it: only a read timeout ends the wait.
 *
 * <p>{@link #heal()} lets <em>new</em> connections through again. A connection that went silent stays silent until
 * {@link #cutAll()}, {@link #retarget} or {@link #close()}: its bytes were lost, so the protocol on it cannot resume,
 * which is what a client stuck on such a connection meets in production.
 *
 * <p>Connections are forwarded by two plain daemon threads each (Java 17, no virtual threads); nothing here can keep
 * a JVM from exiting, and every wait is bounded (connecting to the target: 5 s).
 */
public final class TcpProxy implements AutoCloseable {

    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
    private static final long CLOSE_JOIN_MILLIS = 5_000;

    private final ServerSocket listener;
    private final Thread acceptor;
    private final Set<Link> links = ConcurrentHashMap.newKeySet();
    private final AtomicLong accepted = new AtomicLong();
    private final AtomicInteger threads = new AtomicInteger();
    private InetSocketAddress target;
    private boolean silent;
    private volatile boolean closed;

    private TcpProxy(ServerSocket listener, InetSocketAddress target) {
        this.listener = listener;
        this.target = target;
        this.acceptor = daemon(this::accept, "accept");
    }

    /**
     * Starts a proxy on a free port of 127.0.0.1, forwarding to the target.
     *
     * @param host the target's host, e.g. {@code 127.0.0.1}
     * @param port the target's port
     * @return the running proxy; close it when done
     * @throws UncheckedIOException if no port can be bound
     */
    public static TcpProxy start(String host, int port) {
        ServerSocket listener;
        try {
            listener = new ServerSocket(0, 200, InetAddress.getByName("127.0.0.1"));
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on 127.0.0.1 for a proxy to " + host + ":" + port, e);
        }
        TcpProxy proxy = new TcpProxy(listener, InetSocketAddress.createUnresolved(host, port));
        proxy.acceptor.start();
        return proxy;
    }

    /** @return {@code 127.0.0.1}, where the proxy listens */
    public String host() {
        return "127.0.0.1";
    }

    /** @return the port the proxy listens on */
    public int port() {
        return listener.getLocalPort();
    }

    /** @return {@code host:port} where new connections go now */
    public synchronized String target() {
        return target.getHostString() + ":" + target.getPort();
    }

    /**
     * Every open connection goes silent for good, and so does every connection accepted until {@link #heal()}: open,
     * but nothing is forwarded either way (see the class comment).
     */
    public synchronized void goSilent() {
        silent = true;
        links.forEach(Link::silence);
    }

    /**
     * Connections accepted from now on are forwarded again. Connections that went silent stay silent (and open) until
     * {@link #cutAll()}, {@link #retarget} or {@link #close()}.
     */
    public synchronized void heal() {
        silent = false;
    }

    /** @return whether new connections are silent */
    public synchronized boolean isSilent() {
        return silent;
    }

    /**
     * Ends every open connection at once with a reset (RST) on both sides, silent ones included, as a crashed
     * middlebox or a killed pooler would. New connections are then accepted as before (forwarded, or silent after
     * {@link #goSilent()}).
     */
    public synchronized void cutAll() {
        links.forEach(Link::cut);
    }

    /**
     * New connections go to another target, as a virtual IP moved to another server after a failover; every open
     * connection is cut with a reset (it belonged to the old server). Silence is unchanged.
     *
     * @param host the new target's host
     * @param port the new target's port
     */
    public synchronized void retarget(String host, int port) {
        target = InetSocketAddress.createUnresolved(host, port);
        cutAll();
    }

    /**
     * New connections go to another target; open ones stay with the server they reached, as after a DNS record or a
     * load balancer changed its mind: a client that keeps its connection keeps talking to the old server.
     *
     * @param host the new target's host
     * @param port the new target's port
     */
    public synchronized void route(String host, int port) {
        target = InetSocketAddress.createUnresolved(host, port);
    }

    /** @return how many connections this proxy accepted so far, silent ones included */
    public long connectionsAccepted() {
        return accepted.get();
    }

    /**
     * @return how many accepted connections are open now; a silent one counts until it is cut, even after its client
     *         gave up on it (the proxy keeps its side open, as a peer that never heard the end would)
     */
    public int openConnections() {
        return links.size();
    }

    /**
     * Stops listening and cuts every connection with a reset; waits at most 5 s for the accepting thread. Idempotent.
     */
    @Override
    public void close() {
        closed = true;
        try {
            listener.close();
        } catch (IOException e) {
            // Closing a listening socket fails only if it is closed already.
        }
        cutAll();
        try {
            acceptor.join(CLOSE_JOIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "TcpProxy[127.0.0.1:" + port() + " -> " + target() + (isSilent() ? ", silent" : "") + "]";
    }

    private void accept() {
        while (!closed) {
            Socket client;
            try {
                client = listener.accept();
            } catch (IOException e) {
                return; // closed
            }
            accepted.incrementAndGet();
            Link link;
            synchronized (this) {
                // Under the lock that goSilent and retarget take: a connection is never half in the old state.
                link = new Link(client, target, silent);
                links.add(link);
            }
            if (closed) {
                link.cut();
            } else {
                daemon(link.isSilent() ? link::drop : link::connectAndForward, "to-target").start();
            }
        }
    }

    private Thread daemon(Runnable body, String role) {
        Thread thread = new Thread(body, "tcp-proxy-" + listener.getLocalPort() + "-" + role + "-"
                + threads.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    }

    /** One client connection and, once connected, its connection to the target. */
    private final class Link {

        private final Socket client;
        private final InetSocketAddress target;
        private Socket upstream;
        private boolean silent;
        private boolean cut;
        private int directionsDone;

        Link(Socket client, InetSocketAddress target, boolean silent) {
            this.client = client;
            this.target = target;
            this.silent = silent;
        }

        synchronized boolean isSilent() {
            return silent;
        }

        synchronized void silence() {
            silent = true;
        }

        void connectAndForward() {
            Socket socket = new Socket();
            try {
                socket.setTcpNoDelay(true);
                client.setTcpNoDelay(true);
                socket.connect(new InetSocketAddress(target.getHostString(), target.getPort()), CONNECT_TIMEOUT_MILLIS);
            } catch (IOException e) {
                reset(socket);
                if (isSilent()) {
                    drop();
                } else {
                    cut(); // the target is down: the client sees its connection reset, as a dead server's host answers
                }
                return;
            }
            synchronized (this) {
                if (cut) {
                    reset(socket);
                    return;
                }
                upstream = socket;
            }
            daemon(() -> pump(socket, client), "to-client").start();
            pump(client, socket);
        }

        /** Takes what the client sends and drops it, until the client's end or a cut; answers nothing. */
        void drop() {
            byte[] buffer = new byte[16 * 1024];
            try {
                InputStream in = client.getInputStream();
                while (in.read(buffer) >= 0) {
                    // dropped
                }
            } catch (IOException e) {
                // cut
            }
        }

        /** Copies bytes one way until an end, dropping them once silent, and passes an end on unless silent. */
        private void pump(Socket from, Socket to) {
            byte[] buffer = new byte[16 * 1024];
            try {
                InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream();
                while (true) {
                    int read = in.read(buffer);
                    if (isSilent()) {
                        if (read < 0) {
                            return; // silent: the other side never learns of this end
                        }
                        continue;
                    }
                    if (read < 0) {
                        to.shutdownOutput(); // an orderly end (FIN) goes through
                        finishDirection();
                        return;
                    }
                    out.write(buffer, 0, read);
                }
            } catch (IOException e) {
                if (!isSilent()) {
                    cut(); // a reset on one side resets the other
                }
            }
        }

        private synchronized void finishDirection() {
            if (++directionsDone == 2) {
                links.remove(this);
                close(client);
                close(upstream);
            }
        }

        synchronized void cut() {
            cut = true;
            links.remove(this);
            reset(client);
            if (upstream != null) {
                reset(upstream);
            }
        }
    }

    /** Closes with SO_LINGER 0: the peer gets a reset (RST), not an orderly end. */
    private static void reset(Socket socket) {
        try {
            if (!socket.isClosed()) {
                socket.setSoLinger(true, 0);
            }
        } catch (IOException e) {
            // Closed meanwhile: closing below is all that is left to do.
        }
        close(socket);
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // Nothing more to release.
        }
    }

    /** @return the threads of this proxy still alive, for a test that nothing is left behind */
    List<Thread> liveThreads() {
        String prefix = "tcp-proxy-" + listener.getLocalPort() + "-";
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(prefix))
                .filter(Thread::isAlive).toList();
    }
}
