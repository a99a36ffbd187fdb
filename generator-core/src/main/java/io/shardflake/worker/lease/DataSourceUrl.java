package io.shardflake.worker.lease;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * The URL of a DataSource, fit for an error message: the one thing that tells an operator which database could not
 * be reached, with every password in it masked.
 *
 * <p>{@link DataSource} has no way to ask for its URL, but pools and drivers all have a getter: Hikari's
 * {@code getJdbcUrl()}, most drivers' and Spring's {@code getUrl()}, some drivers' {@code getURL()}. This reads the
 * first of those the DataSource's public class has; it only ever calls getters, and any failure means "not known".
 */
final class DataSourceUrl {

    private static final String[] GETTERS = {"getJdbcUrl", "getUrl", "getURL"};
    private static final String MASK = "***";
    // Past this, a URL is mostly a driver's dump of every default (PostgreSQL's DataSource writes 60 of them).
    private static final int READABLE_LENGTH = 200;
    // user:secret@host after the "//" of a URL.
    private static final Pattern USER_INFO = Pattern.compile("(//[^/?;@:]*:)[^/?;@]*@");
    // password=..., PASSWORD=..., sslpassword=..., pwd=... as a query, H2 (;) or MySQL address ((,)) parameter.
    private static final Pattern PASSWORD_PARAMETER = Pattern.compile(
            "((?:^|[?&;:,(])\\s*[A-Za-z0-9_.\\-]*(?:password|passwd|pwd)[A-Za-z0-9_.\\-]*\\s*=)[^&;,)]*",
            Pattern.CASE_INSENSITIVE);

    private DataSourceUrl() {
    }

    /** @return the DataSource's JDBC URL, passwords masked, or empty if it does not tell */
    static Optional<String> of(DataSource dataSource) {
        Class<?> type = dataSource.getClass();
        if (!Modifier.isPublic(type.getModifiers())) {
            return Optional.empty();
        }
        for (String getter : GETTERS) {
            try {
                Method method = type.getMethod(getter);
                if (method.getReturnType() == String.class && method.getParameterCount() == 0) {
                    Object url = method.invoke(dataSource);
                    if (url instanceof String text && !text.isBlank()) {
                        return Optional.of(readable(withoutPasswords(text)));
                    }
                }
            } catch (ReflectiveOperationException | RuntimeException | LinkageError notThisOne) {
                // Not every DataSource has every getter, or lets it be called; the next one may do.
            }
        }
        return Optional.empty();
    }

    /** @return the URL, its query cut off (and counted) if it makes the URL too long to read in a message */
    static String readable(String url) {
        int query = url.indexOf('?');
        if (url.length() <= READABLE_LENGTH || query < 0) {
            return url;
        }
        return url.substring(0, query) + "?(" + url.substring(query + 1).split("&").length + " parameters)";
    }

    /**
     * @param url a JDBC URL
     * @return the URL with the value of every password parameter and of a {@code user:password@} part replaced by
     *     {@code ***}
     */
    static String withoutPasswords(String url) {
        String masked = USER_INFO.matcher(url).replaceAll("$1" + Matcher.quoteReplacement(MASK) + "@");
        return PASSWORD_PARAMETER.matcher(masked).replaceAll("$1" + Matcher.quoteReplacement(MASK));
    }
}
