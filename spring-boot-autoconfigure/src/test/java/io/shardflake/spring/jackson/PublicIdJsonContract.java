package io.shardflake.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.jackson.SnowflakeIdJsonContract.Json;
import io.shardflake.spring.publicid.PublicId;
import io.shardflake.spring.publicid.PublicIdsLookup;
import io.shardflake.spring.publicid.TestRings;
import io.shardflake.uuid.UuidVersion;
import java.util.UUID;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * {@code @PublicId} properties on a plain mapper with the public-id module: what goes out, what comes back, and what is
 * refused. One contract for each Jackson's module: {@link PublicIdJacksonModuleTest} holds Jackson 3's (Spring Boot
 * 4), shardflake-spring-boot-3-autoconfigure's {@code PublicIdJackson2ModuleTest} Jackson 2's (Boot 3).
 */
public abstract class PublicIdJsonContract {

    private static final long ORDER = 1541815603606036480L;
    private static final long CUSTOMER = 1541815603606036481L;
    private static final UUID V7 = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
    private static final UUID V6 = UUID.fromString("1ef0a5da-c967-6e10-8c2a-9f6bdeced846");

    /**
     * @param lookup where the module finds its forms
     * @param idsAsStrings whether the mapper has the ids-as-strings module too (annotated ids)
     * @return a mapper with the module, refusing null for primitives
     */
    protected abstract Json withModule(PublicIdsLookup lookup, boolean idsAsStrings);

    /** @return the exception the mapper throws for input it cannot map */
    protected abstract Class<? extends Exception> mappingFailure();

    private final PublicIds rotated = TestRings.rotated();
    private final Json json = withModule(PublicIdsLookup.of(rotated), false);

    /** A DTO as a record: the annotation on the component reaches the field, the accessor and the creator. */
    record OrderView(@PublicId("ord") long id, @PublicId("cus") Long customer, long quantity) {
    }

    /** A JavaBean with the annotation on a private field, read through its getter and setter. */
    static class OrderBean {
        @PublicId("ord")
        private Long id;

        public Long getId() {
            return id;
        }

        public void setId(Long id) {
            this.id = id;
        }
    }

    record DocumentView(@PublicId("doc") UUID id, @PublicId(value = "ver", kind = UuidVersion.V6) UUID version) {
    }

    /** An entity's id exposed as a public id: @PublicId wins over ids as strings. */
    record EntityView(@SnowflakeId @PublicId("ord") Long id, @SnowflakeId Long plain) {
    }

    record Misfit(@PublicId("ord") String id) {
    }

    record Unknown(@PublicId("Orders") long id) {
    }

    @Test
    void aPublicIdGoesOutAsTheTextOfTheRingsCurrentKeyAndComesBackAsTheId() throws Exception {
        String order = rotated.ids("ord").mask(ORDER);
        String customer = rotated.ids("cus").mask(CUSTOMER);

        String written = json.write(new OrderView(ORDER, CUSTOMER, 3));

        assertThat(written).isEqualTo("{\"id\":\"" + order + "\",\"customer\":\"" + customer + "\",\"quantity\":3}");
        assertThat(order).startsWith("ord_1").hasSize(18);
        assertThat(json.read(written, OrderView.class)).isEqualTo(new OrderView(ORDER, CUSTOMER, 3));
        assertThat(json.read("{\"id\":\"" + order + "\",\"customer\":null,\"quantity\":1}",
                OrderView.class)).isEqualTo(new OrderView(ORDER, null, 1));
        // One spelling: what was written. Lower case and Crockford's aliases are refused.
        assertRefused("{\"id\":\"" + order.toLowerCase() + "\",\"customer\":null,\"quantity\":1}",
                "is not Crockford base32 as Shardflake writes it");
        assertRefused("{\"id\":\"ord_I" + order.substring(5) + "\",\"customer\":null,\"quantity\":1}",
                "is not Crockford base32 as Shardflake writes it");
        assertThat(json.write(new OrderView(ORDER, null, 1))).contains("\"customer\":null");
    }

    @Test
    void aPublicIdMadeBeforeTheRotationStillReads() throws Exception {
        String old = TestRings.before().ids("ord").mask(ORDER);

        OrderBean bean = json.read("{\"id\":\"" + old + "\"}", OrderBean.class);

        assertThat(bean.getId()).isEqualTo(ORDER);
        assertThat(json.write(bean)).isEqualTo("{\"id\":\"" + rotated.ids("ord").mask(ORDER) + "\"}");
    }

    @Test
    void uuidsOfEachKindGoOutAsPublicUuids() throws Exception {
        String written = json.write(new DocumentView(V7, V6));

        assertThat(written).isEqualTo("{\"id\":\"" + rotated.uuids(UuidVersion.V7, "doc").mask(V7) + "\",\"version\":\""
                + rotated.uuids(UuidVersion.V6, "ver").mask(V6) + "\"}");
        assertThat(json.read(written, DocumentView.class)).isEqualTo(new DocumentView(V7, V6));
    }

    @Test
    void aPublicIdWinsOverIdsAsStrings() throws Exception {
        Json both = withModule(PublicIdsLookup.of(rotated), true);

        assertThat(both.write(new EntityView(ORDER, CUSTOMER))).isEqualTo("{\"id\":\""
                + rotated.ids("ord").mask(ORDER) + "\",\"plain\":\"" + CUSTOMER + "\"}");
    }

    @Test
    void anotherTypeAForgedKeyOrGarbledTextIsRefusedNamingTheProperty() {
        String customer = rotated.ids("cus").mask(ORDER);
        assertRefused("{\"id\":\"" + customer + "\",\"quantity\":1}", "OrderView.id: invalid id \"" + customer
                + "\": a public id of type ord was expected (ord_...), got one of type cus");
        String elsewhere = TestRings.elsewhere().ids("ord").mask(ORDER);
        assertRefused("{\"id\":\"" + elsewhere + "\",\"quantity\":1}", "OrderView.id: invalid id \"" + elsewhere
                + "\": it names key 7, which is not in the key ring (keys 1, 0)");
        assertRefused("{\"id\":\"ord_1ZZZZZZZZZZZZU\",\"quantity\":1}",
                "OrderView.id: invalid id \"ord_1ZZZZZZZZZZZZU\": character 'U' at index 17 is not Crockford base32");
        assertRefused("{\"id\":\"ord_1\",\"quantity\":1}", "OrderView.id: invalid id \"ord_1\": 18 characters expected");
    }

    /** A number is the plain id: taking it would let a client skip the public id altogether. */
    @Test
    void aNumberOrANullForAPrimitiveIsRefused() {
        assertRefused("{\"id\":" + ORDER + ",\"quantity\":1}",
                "OrderView.id: a public id is text of 18 characters, got VALUE_NUMBER_INT");
        assertRefused("{\"id\":null,\"quantity\":1}", "OrderView.id: null for a primitive long");
    }

    @Test
    void aTypeThatCannotBeAPublicIdIsRefusedNamingTheProperty() {
        assertFailsWith(() -> json.write(new Misfit("x")), "Misfit.id = @PublicId on a java.lang.String is not"
                + " allowed: long, Long or java.util.UUID (of version 7, 6 or 1, named by @PublicId's kind)");
        assertFailsWith(() -> json.write(new Unknown(1)), "Unknown.id = @PublicId with type \"Orders\" is not"
                + " allowed: a type of 1 to 16 lower-case ASCII letters and digits, starting with a letter");
    }

    /** Without a key ring the property is refused naming the setting: never written as the id it is. */
    @Test
    void withoutAKeyRingAPublicIdIsRefusedNamingTheSetting() throws Exception {
        Json withoutKeys = withModule(name -> {
            throw io.shardflake.config.PublicIdSettings.noKeyRing(name);
        }, false);

        assertFailsWith(() -> withoutKeys.write(new OrderView(ORDER, CUSTOMER, 1)),
                "shardflake.public-id.keys = null is not allowed: a key ring to mask public ids with");
        assertFailsWith(() -> withoutKeys.write(new OrderView(ORDER, CUSTOMER, 1)),
                "; OrderView.id (@PublicId) needs public ids");
        assertThat(withoutKeys.write(new SnowflakeIdJsonContract.OrderDto(ORDER, 1, 2L))).startsWith("{\"id\":");
    }

    private void assertRefused(String input, String message) {
        assertThatThrownBy(() -> json.read(input, OrderView.class)).isInstanceOf(mappingFailure())
                .hasMessageContaining(message);
    }

    /** The message somewhere in the cause chain: each Jackson wraps a definition's failure its own way. */
    private static void assertFailsWith(ThrowingCallable call, String message) {
        assertThatThrownBy(call).satisfies(failure -> {
            StringBuilder messages = new StringBuilder();
            for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
                messages.append(cause.getMessage()).append('\n');
            }
            assertThat(messages.toString()).contains(message);
        });
    }
}
