import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.FileChannel;
import java.util.List;
import java.util.TimeZone;

/**
 * Starts mongo-java-server for devdb. The bundled main classes of mongo-java-server bind 27017 and
 * print nothing, hence this launcher.
 *
 * Usage: java -cp JARS Launcher [--port N] [--h2 FILE] [--watch-stdin]
 *   --port N       port on 127.0.0.1, 0 (default) = a free one
 *   --h2 FILE      persist into an H2 MVStore file; without it data lives in memory
 *   --watch-stdin  exit when stdin reaches EOF, i.e. when the parent process died
 * Prints "DEVDB_READY mongodb://127.0.0.1:PORT" on stdout once it accepts connections.
 */
public class Launcher {
    /**
     * The mongodb Node driver 7.8 refuses servers below wire version 9 (MongoDB 4.4), and
     * mongo-java-server 1.47.0 reports 8 even for its MONGO_5_0 setting. Its features are what they
     * are either way; this only lets the driver (and Mongoose) connect.
     */
    private static final MongoVersion REPORTED_VERSION = new MongoVersion() {
        @Override
        public List<Integer> getVersionArray() {
            return List.of(4, 4, 0);
        }

        @Override
        public int getWireVersion() {
            return 9;
        }
    };

    public static void main(String[] args) throws Exception {
        // MongoDB computes dates in UTC; mongo-java-server uses the JVM zone (-Duser.timezone=UTC too).
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        // Before any logger exists: keep slf4j-simple quiet and off stdout (stdout carries the ready line).
        defaultProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        defaultProperty("org.slf4j.simpleLogger.logFile", "System.err");

        int port = 0;
        String h2File = null;
        boolean watchStdin = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--port" -> port = Integer.parseInt(args[++i]);
                case "--h2" -> h2File = args[++i];
                case "--watch-stdin" -> watchStdin = true;
                default -> throw new IllegalArgumentException("unknown argument: " + args[i]);
            }
        }

        MongoBackend backend = h2File == null ? new MemoryBackend() : new H2Backend(h2File);
        backend.version(REPORTED_VERSION);
        MongoServer server = new MongoServer(backend);
        // A FileChannel, not System.in: closing it wakes the blocked read. A thread stuck in a plain
        // native read delays every JVM exit by ~300 ms (the VM waits for threads in native code).
        FileChannel stdin = watchStdin ? new FileInputStream(FileDescriptor.in).getChannel() : null;
        // SIGTERM/SIGINT/System.exit run this: closing the server closes the backend, so H2 writes its file.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            closeQuietly(stdin);
            server.shutdownNow();
        }, "devdb-shutdown"));
        try {
            server.bind("127.0.0.1", port);
        } catch (Exception bindFailed) {
            // e.g. the port is taken; exit instead of lingering on Netty's non-daemon threads
            bindFailed.printStackTrace();
            System.exit(1);
        }

        InetSocketAddress address = server.getLocalAddress();
        System.out.println("DEVDB_READY mongodb://127.0.0.1:" + address.getPort());
        System.out.flush();

        if (stdin != null) {
            Thread watcher = new Thread(() -> exitOnEof(stdin), "devdb-stdin-watch");
            watcher.setDaemon(true);
            watcher.start();
        }
        // Netty's non-daemon event loop threads keep the JVM alive until shutdown.
    }

    /** The parent never writes to our stdin; EOF means it died (even by SIGKILL), so shut down. */
    private static void exitOnEof(FileChannel stdin) {
        ByteBuffer buffer = ByteBuffer.allocate(256);
        try {
            while (stdin.read(buffer) != -1) {
                buffer.clear();
            }
        } catch (AsynchronousCloseException alreadyShuttingDown) {
            return;
        } catch (IOException brokenPipe) {
            // the parent is gone, same as EOF
        }
        System.exit(0);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            if (channel != null) channel.close();
        } catch (IOException ignored) {
            // exiting anyway
        }
    }

    private static void defaultProperty(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
