package io.shardflake.testdb;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A line echo server on a loopback port for the proxy's tests: answers each line with its name, a colon and the line,
 * and counts the connections it got. It notes when a client's end reaches it ({@link #endsSeen()}).
 */
final class EchoServer implements AutoCloseable {

    private final String name;
    private final ServerSocket listener;
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicInteger ends = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    EchoServer(String name) throws IOException {
        this.name = name;
        this.listener = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        Thread acceptor = new Thread(this::accept, "echo-" + name);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    int connections() {
        return connections.get();
    }

    int endsSeen() {
        return ends.get();
    }

    /** Closes every connection it holds, cleanly (FIN): the target ending its side. */
    void closeConnections() throws IOException {
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    private void accept() {
        while (true) {
            Socket socket;
            try {
                socket = listener.accept();
            } catch (IOException e) {
                return;
            }
            connections.incrementAndGet();
            sockets.add(socket);
            Thread echo = new Thread(() -> echo(socket), "echo-" + name + "-" + connections.get());
            echo.setDaemon(true);
            echo.start();
        }
    }

    private void echo(Socket socket) {
        try (socket) {
            BufferedReader in =
                    new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = socket.getOutputStream();
            String line;
            while ((line = in.readLine()) != null) {
                out.write((name + ":" + line + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
            ends.incrementAndGet();
        } catch (IOException e) {
            ends.incrementAndGet();
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        closeConnections();
    }
}
