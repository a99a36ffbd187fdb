package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** {@link IdText} on random ids and texts: a text gives back the id it was written from, or is refused. */
class IdTextProperties {

    private static final List<IdCodec> FORMS = List.of(DecimalCodec.INSTANCE, Crockford32Codec.INSTANCE);

    /** Any id, and often one whose text is 13 digits, the only texts that need a form. */
    private static Gen<Long> ids() {
        return Gens.frequency(Gens.weight(3, IdGens.ids()), Gens.weight(2, IdGens.thirteenDigitIds()));
    }

    @Test
    void aNamedFormReadsBackTheIdWrittenInIt() {
        Property.forAll(ids()).tries(3000).check(id -> {
            for (IdCodec form : FORMS) {
                assertThat(IdText.parse(form.encode(id), form)).as("%s in %s", id, form).isEqualTo(id);
            }
        });
    }

    @Test
    void withoutAFormTheIdComesBackOrIsRefusedAsAmbiguousNeverAnotherId() {
        AtomicLong read = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        Property.forAll(ids()).tries(3000).check(id -> {
            for (IdCodec form : FORMS) {
                String text = form.encode(id);
                long back;
                try {
                    back = IdText.parse(text);
                } catch (AmbiguousIdException ambiguous) {
                    assertThat(text).matches("[0-7][0-9]{12}");
                    long written = form == DecimalCodec.INSTANCE ? ambiguous.decimalReading()
                            : ambiguous.base32Reading();
                    assertThat(written).as("the reading of the form %s was written in", form).isEqualTo(id);
                    refused.incrementAndGet();
                    continue;
                }
                assertThat(back).as("%s in %s read without a form", id, form).isEqualTo(id);
                assertThat(IdText.formOf(text)).isSameAs(form);
                read.incrementAndGet();
            }
        });
        // Both outcomes happened, so neither branch above was checked vacuously.
        assertThat(read.get()).isPositive();
        assertThat(refused.get()).isPositive();
    }

    /** Digits of every length around decimal's 19 and base32's 13, and texts that are nearly base32. */
    private static Gen<String> idLikeTexts() {
        return Gens.frequency(
                Gens.weight(1, Gens.strings(Gens.charsFrom("0123456789"), 0, 21)),
                Gens.weight(1, Gens.strings(Gens.charsFrom("0123456789"), 13, 13)),
                Gens.weight(1, Crockford32CodecProperties.nearlyBase32()),
                Gens.weight(1, Gens.strings(20)));
    }

    @Test
    void anyTextIsReadAsTheIdItSpellsOrRefused() {
        Property.forAll(idLikeTexts()).tries(5000).check(text -> {
            long id;
            try {
                id = IdText.parse(text);
            } catch (InvalidIdException refused) {
                assertThat(refused.input()).isEqualTo(text);
                return;
            }
            IdCodec form = IdText.formOf(text);
            assertThat(form.encode(id)).as("\"%s\" read as %s", text, id).isEqualTo(canonical(text, form));
        });
    }

    /** The spelling the form writes: decimal accepts only that one; base32 also lower case and aliases. */
    private static String canonical(String text, IdCodec form) {
        if (form == DecimalCodec.INSTANCE) {
            return text;
        }
        return text.toUpperCase(Locale.ROOT).replace('O', '0').replace('I', '1').replace('L', '1');
    }
}
