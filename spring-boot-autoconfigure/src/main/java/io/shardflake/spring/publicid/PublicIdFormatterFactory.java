package io.shardflake.spring.publicid;

import io.shardflake.error.InvalidIdException;
import java.util.Set;
import java.util.UUID;
import org.springframework.format.AnnotationFormatterFactory;
import org.springframework.format.Parser;
import org.springframework.format.Printer;

/**
 * Spring's conversion of {@link PublicId} values, registered in Spring MVC's conversion service: a path variable,
 * request parameter, header or bound field marked {@code @PublicId} reads a public id into the id, and prints an id as
 * its public id (links built with {@code MvcUriComponentsBuilder}, views). A text that is no public id of the type is
 * an {@link InvalidPublicIdException}, which Spring turns into a 400.
 */
final class PublicIdFormatterFactory implements AnnotationFormatterFactory<PublicId> {

    private final PublicIdsLookup lookup;

    PublicIdFormatterFactory(PublicIdsLookup lookup) {
        this.lookup = lookup;
    }

    /** Wrappers only: Spring finds the converter of {@code Long} for a {@code long} too. */
    @Override
    public Set<Class<?>> getFieldTypes() {
        return Set.of(Long.class, UUID.class);
    }

    @Override
    public Printer<?> getPrinter(PublicId annotation, Class<?> fieldType) {
        PublicIdField field = field(annotation, fieldType);
        return (value, locale) -> field.write(value);
    }

    @Override
    public Parser<?> getParser(PublicId annotation, Class<?> fieldType) {
        PublicIdField field = field(annotation, fieldType);
        return (text, locale) -> {
            try {
                return field.read(text);
            } catch (InvalidIdException refused) {
                throw new InvalidPublicIdException(refused);
            }
        };
    }

    private PublicIdField field(PublicId annotation, Class<?> fieldType) {
        return PublicIdField.of(annotation, fieldType, "a @PublicId(\"" + annotation.value() + "\") value", lookup);
    }
}
