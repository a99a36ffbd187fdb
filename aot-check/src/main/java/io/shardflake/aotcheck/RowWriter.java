package io.shardflake.aotcheck;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Persists rows in their own transactions (a proxy the build generates ahead of time). */
@Service
public class RowWriter {

    @PersistenceContext
    private EntityManager entityManager;

    /**
     * Persists a row and commits.
     *
     * @param row a new entity with no id
     * @param <T> its type
     * @return the same entity, with the id its generator gave it
     */
    @Transactional
    public <T> T persist(T row) {
        entityManager.persist(row);
        return row;
    }

    /**
     * Reads a committed row back.
     *
     * @param type the entity's class
     * @param id its id
     * @param <T> its type
     * @return the row, or {@code null} if no row has the id
     */
    @Transactional(readOnly = true)
    public <T> T find(Class<T> type, Object id) {
        return entityManager.find(type, id);
    }
}
