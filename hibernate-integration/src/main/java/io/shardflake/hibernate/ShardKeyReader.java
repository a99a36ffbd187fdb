package io.shardflake.hibernate;

import java.util.List;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Reads a {@link ShardKey}'s value from an entity being inserted, through the embeddables on its {@link ShardKeyPath},
 * with method handles made once at boot. A null on the way fails the insert, naming where: there is no shard to
 * fall back to.
 */
final class ShardKeyReader {

    private final ShardKeyPath path;
    private final List<MemberReader> steps;

    /**
     * @param path where the key sits
     * @throws org.hibernate.MappingException if a member cannot be read from here
     */
    ShardKeyReader(ShardKeyPath path) {
        this.path = path;
        this.steps = path.members().stream()
                .map(member -> MemberReader.of(member, path.label()))
                .toList();
    }

    /**
     * @param entity the entity being inserted
     * @return the key's value, never null
     * @throws IdentifierGenerationException if the key, or an embeddable that holds it, is null
     */
    Object read(Object entity) {
        Object value = entity;
        for (int i = 0; i < steps.size(); i++) {
            value = steps.get(i).read(value);
            if (value == null) {
                String because = i == steps.size() - 1 ? "" : ", because " + path.labelOfFirst(i + 1) + " is null";
                throw new IdentifierGenerationException("@ShardKey " + path.label() + " is null" + because
                        + ": set it before the entity is persisted, since the new id's shard is taken from it");
            }
        }
        return value;
    }
}
