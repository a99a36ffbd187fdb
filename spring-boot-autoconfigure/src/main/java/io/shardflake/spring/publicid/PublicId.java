package io.shardflake.spring.publicid;

import io.shardflake.uuid.UuidVersion;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an id that the world sees only as its public id ({@code io.shardflake.publicid}): a property of a JSON body,
 * or a Spring MVC path variable, request parameter, header or cookie. The application keeps the id; JSON carries
 * {@code "ord_17QMMSNNFSTJR6"} instead, and a public id sent back turns into the id again, with the key it names.
 *
 * <pre>{@code
 * record OrderView(@PublicId("ord") long id, String item) {}           // {"id":"ord_17QMMSNNFSTJR6","item":"tea"}
 *
 * @GetMapping("/orders/{id}")
 * OrderView order(@PublicId("ord") @PathVariable long id) { ... }       // GET /orders/ord_17QMMSNNFSTJR6
 *
 * record DocumentView(@PublicId(value = "doc", kind = UuidVersion.V7) UUID id) {}
 * }</pre>
 *
 * <p>The type ({@link #value()}) is checked on the way back: a customer's public id sent where an order's belongs is
 * refused naming both types (JSON: a 400 from Jackson's input mismatch; MVC: a 400 naming the parameter), and so is
 * a garbled or forged text that is no public id of the form, one naming a key the ring lacks, and the plain id. A well-formed text
 * nobody made still unmasks to some id: check that the row exists and that the caller may see it, as with any id.
 *
 * <p>{@code long}, {@code Long} and {@code UUID} (of version 7, 6 or 1: {@link #kind()}) can be public ids; any other
 * type is refused, at startup where a controller reads or returns it, else when it is first serialized. So is a
 * {@code @PublicId} on a property of an object bound from request parameters ({@code @ModelAttribute}), which Spring's
 * binder would read as a plain number. The keys are {@code shardflake.public-id.*}; an application whose controllers
 * read or write a {@code @PublicId} without a key configured does not start, naming
 * {@code shardflake.public-id.keys}. Jackson sees the annotation through the module the starter registers in Spring
 * Boot's mapper; a mapper built by hand needs {@code PublicIdJacksonModule} (Jackson 3) or
 * {@code PublicIdJackson2Module} (Jackson 2, the Spring Boot 3 starter), or the property goes out as the plain id.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface PublicId {

    /**
     * @return the type ({@code ord}, written {@code ord_}): 1 to 16 lower-case ASCII letters and digits, starting
     *     with a letter; "" for public ids without a type prefix. Also the mask's tweak: the same id has unrelated
     *     public ids under two types.
     */
    String value() default "";

    /**
     * @return for a {@code UUID}: the version its values have, {@link UuidVersion#V7} (the default),
     *     {@link UuidVersion#V6} or {@link UuidVersion#V1}; a public UUID is a version 4 one and cannot say
     */
    UuidVersion kind() default UuidVersion.V7;
}
