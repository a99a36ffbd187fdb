package io.shardflake.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.hibernate.SnowflakeId;
import org.junit.jupiter.api.Test;

/**
 * A module for ids as JSON strings on a plain mapper: which longs become strings, and what reading accepts. One
 * contract for each Jackson's module: {@link SnowflakeIdJacksonModuleTest} holds Jackson 3's (Spring Boot 4), and
 * shardflake-spring-boot-3-autoconfigure's {@code SnowflakeIdJackson2ModuleTest} Jackson 2's (Boot 3).
 */
public abstract class SnowflakeIdJsonContract {

    /** Above 2^53: a JavaScript number would round it to 7330186474594140000. */
    private static final long BIG_ID = 7330186474594140161L;

    /** A mapper of one Jackson, as the contract uses it. */
    protected interface Json {

        String write(Object value) throws Exception;

        <T> T read(String json, Class<T> type) throws Exception;
    }

    /**
     * @param allLongs true for the module that takes every long for an id, false for annotated ids only
     * @param failOnNullForPrimitives the mapper's {@code DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES}
     * @return a mapper with the module
     */
    protected abstract Json withModule(boolean allLongs, boolean failOnNullForPrimitives);

    /** @return a mapper without the module */
    protected abstract Json withoutModule();

    /** @return the exception the mapper throws for input it cannot map */
    protected abstract Class<? extends Exception> mappingFailure();

    private final Json annotated = withModule(false, true);
    private final Json allLongs = withModule(true, true);

    /** A DTO as a record: the annotation on the component reaches the field and the accessor. */
    record OrderDto(@SnowflakeId Long id, long quantity, Long customerNumber) {
    }

    /** A JavaBean with the annotation on a private field and a primitive id, read through getters and setters. */
    static class OrderBean {
        @SnowflakeId
        private long id;
        private long quantity;

        public long getId() {
            return id;
        }

        public void setId(long id) {
            this.id = id;
        }

        public long getQuantity() {
            return quantity;
        }

        public void setQuantity(long quantity) {
            this.quantity = quantity;
        }
    }

    /** A String id is text already: left alone. */
    record TextIdDto(@SnowflakeId String id) {
    }

    /** An entity whose id is mapped by the generator's name. */
    public static class NamedEntity {
        @jakarta.persistence.Id
        @jakarta.persistence.GeneratedValue(generator = "snowflake")
        public Long id;
        public Long other;
    }

    /** An entity under a class-level {@code @SnowflakeId}. */
    @SnowflakeId
    public static class ClassLevelEntity {
        @jakarta.persistence.Id
        @jakarta.persistence.GeneratedValue
        public Long id;
    }

    /** The application's own id annotation, composed with Hibernate's generator type. */
    @org.hibernate.annotations.IdGeneratorType(io.shardflake.hibernate.SnowflakeIdGenerator.class)
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target({java.lang.annotation.ElementType.FIELD, java.lang.annotation.ElementType.METHOD})
    public @interface OrderId {
    }

    /** An entity whose id carries the composed annotation. */
    public static class ComposedEntity {
        @jakarta.persistence.Id
        @OrderId
        public Long id;
    }

    @Test
    void idsMappedByNameByClassOrByAComposedAnnotationAreWrittenAsStringsToo() throws Exception {
        NamedEntity named = new NamedEntity();
        named.id = BIG_ID;
        named.other = 5L;
        ClassLevelEntity classLevel = new ClassLevelEntity();
        classLevel.id = BIG_ID;
        ComposedEntity composed = new ComposedEntity();
        composed.id = BIG_ID;

        assertThat(annotated.write(named)).isEqualTo("{\"id\":\"7330186474594140161\",\"other\":5}");
        assertThat(annotated.write(classLevel)).isEqualTo("{\"id\":\"7330186474594140161\"}");
        assertThat(annotated.write(composed)).isEqualTo("{\"id\":\"7330186474594140161\"}");
        assertThat(annotated.read("{\"id\":\"7330186474594140161\"}", NamedEntity.class).id).isEqualTo(BIG_ID);
    }

    @Test
    void annotatedIdIsWrittenAsAStringAndOtherLongsStayNumbers() throws Exception {
        String json = annotated.write(new OrderDto(BIG_ID, 3, 42L));

        assertThat(json).isEqualTo("{\"id\":\"7330186474594140161\",\"quantity\":3,\"customerNumber\":42}");
        assertThat(withoutModule().write(new OrderDto(BIG_ID, 3, 42L)))
                .as("without the module").startsWith("{\"id\":7330186474594140161,");
    }

    @Test
    void annotatedIdIsReadFromAStringOrANumber() throws Exception {
        OrderDto fromString = annotated.read("{\"id\":\"7330186474594140161\",\"quantity\":3}", OrderDto.class);
        OrderDto fromNumber = annotated.read("{\"id\":7330186474594140161,\"quantity\":3}", OrderDto.class);

        assertThat(fromString.id()).isEqualTo(BIG_ID);
        assertThat(fromNumber.id()).isEqualTo(BIG_ID);
        assertThat(annotated.read("{\"id\":\"123\",\"quantity\":1}", OrderDto.class).id()).isEqualTo(123L);
        assertThat(annotated.read("{\"id\":123,\"quantity\":1}", OrderDto.class).id()).isEqualTo(123L);
        assertThat(annotated.read("{\"id\":null,\"quantity\":1}", OrderDto.class).id()).isNull();
    }

    @Test
    void primitiveIdOnAFieldOfABeanRoundTrips() throws Exception {
        OrderBean bean = new OrderBean();
        bean.setId(BIG_ID);
        bean.setQuantity(2);

        String json = annotated.write(bean);

        assertThat(json).isEqualTo("{\"id\":\"7330186474594140161\",\"quantity\":2}");
        assertThat(annotated.read(json, OrderBean.class).getId()).isEqualTo(BIG_ID);
        assertThat(annotated.read("{\"id\":5}", OrderBean.class).getId()).isEqualTo(5L);
    }

    @Test
    void stringIdsAreLeftAlone() throws Exception {
        assertThat(annotated.write(new TextIdDto("0SN8KQH2G7C01"))).isEqualTo("{\"id\":\"0SN8KQH2G7C01\"}");
    }

    @Test
    void aMalformedIdIsRejectedWithTheCodecsMessage() throws Exception {
        assertThatThrownBy(() -> annotated.read("{\"id\":\"12a\"}", OrderDto.class))
                .isInstanceOf(mappingFailure())
                .hasMessageContaining("invalid id \"12a\": character 'a' at index 2 is not a decimal digit 0-9");
        assertThatThrownBy(() -> annotated.read("{\"id\":\"-5\"}", OrderDto.class))
                .isInstanceOf(mappingFailure()).hasMessageContaining("invalid id \"-5\"");
        assertThatThrownBy(() -> annotated.read("{\"id\":-5}", OrderDto.class))
                .isInstanceOf(mappingFailure())
                .hasMessageContaining("invalid id -5: ids are non-negative");
        assertThatThrownBy(() -> annotated.read("{\"id\":\"9223372036854775808\"}", OrderDto.class))
                .isInstanceOf(mappingFailure()).hasMessageContaining("exceeds 2^63-1");
        assertThatThrownBy(() -> annotated.read("{\"id\":1.5}", OrderDto.class))
                .isInstanceOf(mappingFailure());
    }

    @Test
    void allLongsWritesEveryLongAsAString() throws Exception {
        String json = allLongs.write(new OrderDto(BIG_ID, 3, -42L));

        assertThat(json).isEqualTo("{\"id\":\"7330186474594140161\",\"quantity\":\"3\",\"customerNumber\":\"-42\"}");
    }

    @Test
    void allLongsReadsEveryLongFromAStringOrANumberSignsIncluded() throws Exception {
        OrderDto dto = allLongs.read("{\"id\":\"7\",\"quantity\":\"-3\",\"customerNumber\":-42}", OrderDto.class);

        assertThat(dto).isEqualTo(new OrderDto(7L, -3, -42L));
        // Whether null fills a primitive is the mapper's FAIL_ON_NULL_FOR_PRIMITIVES (on by default in Jackson 3, off
        // in Jackson 2); the module keeps it.
        assertThatThrownBy(() -> allLongs.read("{\"quantity\":null}", OrderDto.class))
                .isInstanceOf(mappingFailure()).hasMessageContaining("null for a primitive long");
        assertThat(withModule(true, false).read("{\"quantity\":null}", OrderDto.class).quantity()).isZero();
        assertThatThrownBy(() -> allLongs.read("{\"quantity\":\"three\"}", OrderDto.class))
                .isInstanceOf(mappingFailure()).hasMessageContaining("three");
    }
}
