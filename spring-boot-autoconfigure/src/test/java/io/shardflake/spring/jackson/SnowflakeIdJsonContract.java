package io.shardflake.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.hibernate.SnowflakeId;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The Jackson module on a plain JsonMapper: which longs become strings, and what reading accepts. */
class SnowflakeIdJacksonModuleTest {

    /** Above 2^53: a JavaScript number would round it to 7330186474594140000. */
    private static final long BIG_ID = 7330186474594140161L;

    private final JsonMapper annotated = JsonMapper.builder().addModule(SnowflakeIdJacksonModule.annotatedIds())
            .build();
    private final JsonMapper allLongs = JsonMapper.builder().addModule(SnowflakeIdJacksonModule.allLongs()).build();

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
    void idsMappedByNameByClassOrByAComposedAnnotationAreWrittenAsStringsToo() {
        NamedEntity named = new NamedEntity();
        named.id = BIG_ID;
        named.other = 5L;
        ClassLevelEntity classLevel = new ClassLevelEntity();
        classLevel.id = BIG_ID;
        ComposedEntity composed = new ComposedEntity();
        composed.id = BIG_ID;

        assertThat(annotated.writeValueAsString(named)).isEqualTo("{\"id\":\"7330186474594140161\",\"other\":5}");
        assertThat(annotated.writeValueAsString(classLevel)).isEqualTo("{\"id\":\"7330186474594140161\"}");
        assertThat(annotated.writeValueAsString(composed)).isEqualTo("{\"id\":\"7330186474594140161\"}");
        assertThat(annotated.readValue("{\"id\":\"7330186474594140161\"}", NamedEntity.class).id).isEqualTo(BIG_ID);
    }

    @Test
    void annotatedIdIsWrittenAsAStringAndOtherLongsStayNumbers() {
        String json = annotated.writeValueAsString(new OrderDto(BIG_ID, 3, 42L));

        assertThat(json).isEqualTo("{\"id\":\"7330186474594140161\",\"quantity\":3,\"customerNumber\":42}");
        assertThat(new JsonMapper().writeValueAsString(new OrderDto(BIG_ID, 3, 42L)))
                .as("without the module").startsWith("{\"id\":7330186474594140161,");
    }

    @Test
    void annotatedIdIsReadFromAStringOrANumber() {
        OrderDto fromString = annotated.readValue("{\"id\":\"7330186474594140161\",\"quantity\":3}", OrderDto.class);
        OrderDto fromNumber = annotated.readValue("{\"id\":7330186474594140161,\"quantity\":3}", OrderDto.class);

        assertThat(fromString.id()).isEqualTo(BIG_ID);
        assertThat(fromNumber.id()).isEqualTo(BIG_ID);
        assertThat(annotated.readValue("{\"id\":\"123\",\"quantity\":1}", OrderDto.class).id()).isEqualTo(123L);
        assertThat(annotated.readValue("{\"id\":123,\"quantity\":1}", OrderDto.class).id()).isEqualTo(123L);
        assertThat(annotated.readValue("{\"id\":null,\"quantity\":1}", OrderDto.class).id()).isNull();
    }

    @Test
    void primitiveIdOnAFieldOfABeanRoundTrips() {
        OrderBean bean = new OrderBean();
        bean.setId(BIG_ID);
        bean.setQuantity(2);

        String json = annotated.writeValueAsString(bean);

        assertThat(json).isEqualTo("{\"id\":\"7330186474594140161\",\"quantity\":2}");
        assertThat(annotated.readValue(json, OrderBean.class).getId()).isEqualTo(BIG_ID);
        assertThat(annotated.readValue("{\"id\":5}", OrderBean.class).getId()).isEqualTo(5L);
    }

    @Test
    void stringIdsAreLeftAlone() {
        assertThat(annotated.writeValueAsString(new TextIdDto("0SN8KQH2G7C01"))).isEqualTo("{\"id\":\"0SN8KQH2G7C01\"}");
    }

    @Test
    void aMalformedIdIsRejectedWithTheCodecsMessage() {
        assertThatThrownBy(() -> annotated.readValue("{\"id\":\"12a\"}", OrderDto.class))
                .isInstanceOf(DatabindException.class)
                .hasMessageContaining("invalid id \"12a\": character 'a' at index 2 is not a decimal digit 0-9");
        assertThatThrownBy(() -> annotated.readValue("{\"id\":\"-5\"}", OrderDto.class))
                .isInstanceOf(DatabindException.class).hasMessageContaining("invalid id \"-5\"");
        assertThatThrownBy(() -> annotated.readValue("{\"id\":-5}", OrderDto.class))
                .isInstanceOf(DatabindException.class)
                .hasMessageContaining("invalid id -5: ids are non-negative");
        assertThatThrownBy(() -> annotated.readValue("{\"id\":\"9223372036854775808\"}", OrderDto.class))
                .isInstanceOf(DatabindException.class).hasMessageContaining("exceeds 2^63-1");
        assertThatThrownBy(() -> annotated.readValue("{\"id\":1.5}", OrderDto.class))
                .isInstanceOf(DatabindException.class);
    }

    @Test
    void allLongsWritesEveryLongAsAString() {
        String json = allLongs.writeValueAsString(new OrderDto(BIG_ID, 3, -42L));

        assertThat(json).isEqualTo("{\"id\":\"7330186474594140161\",\"quantity\":\"3\",\"customerNumber\":\"-42\"}");
    }

    @Test
    void allLongsReadsEveryLongFromAStringOrANumberSignsIncluded() {
        OrderDto dto = allLongs.readValue("{\"id\":\"7\",\"quantity\":\"-3\",\"customerNumber\":-42}", OrderDto.class);

        assertThat(dto).isEqualTo(new OrderDto(7L, -3, -42L));
        // Jackson 3 refuses null for a primitive by default (FAIL_ON_NULL_FOR_PRIMITIVES); the module keeps that.
        assertThatThrownBy(() -> allLongs.readValue("{\"quantity\":null}", OrderDto.class))
                .isInstanceOf(DatabindException.class).hasMessageContaining("null for a primitive long");
        assertThat(allLongs.rebuild().disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).build()
                .readValue("{\"quantity\":null}", OrderDto.class).quantity()).isZero();
        assertThatThrownBy(() -> allLongs.readValue("{\"quantity\":\"three\"}", OrderDto.class))
                .isInstanceOf(DatabindException.class).hasMessageContaining("three");
    }
}
