package io.shardflake.spring.nohibernate.jdbc;

import java.util.UUID;
import org.springframework.data.repository.ListCrudRepository;

public interface NoteRepository extends ListCrudRepository<Note, UUID> {
}
