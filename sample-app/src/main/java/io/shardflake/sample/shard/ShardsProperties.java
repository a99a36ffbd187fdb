package io.shardflake.sample.shard;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The physical databases behind the 16 logical shards ({@code sample.shards.*}).
 *
 * <p>A logical shard is the 4-bit shard field inside every id; a physical shard is a database. Logical shard
 * {@code l} lives on {@code mapping[l]} if set, else on {@code l % physical}. Moving a logical shard to another
 * database is a change of {@code mapping} (after copying its rows): the ids never change.
 */
@ConfigurationProperties("sample.shards")
public class ShardsProperties {

    /** How many physical databases there are. */
    private int physical = 4;

    /**
     * JDBC URL of every physical database, {@code {n}} standing for its number (0-based). Ignored when the
     * {@code postgres} profile starts its own embedded server.
     */
    private String url = "jdbc:h2:file:./data/shard-{n}";

    /** Database user. */
    private String username = "sa";

    /** Database password. */
    private String password = "";

    /** Connections per physical database. */
    private int poolSize = 8;

    /** Logical shard to physical database, for the logical shards that do not follow {@code logical % physical}. */
    private Map<Integer, Integer> mapping = new LinkedHashMap<>();

    public int getPhysical() {
        return physical;
    }

    public void setPhysical(int physical) {
        this.physical = physical;
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public int getPoolSize() {
        return poolSize;
    }

    public void setPoolSize(int poolSize) {
        this.poolSize = poolSize;
    }

    public Map<Integer, Integer> getMapping() {
        return mapping;
    }

    public void setMapping(Map<Integer, Integer> mapping) {
        this.mapping = mapping;
    }
}
