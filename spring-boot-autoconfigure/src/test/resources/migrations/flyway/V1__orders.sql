-- An application's own migration, beside Shardflake's repeatable one for the lease table.
CREATE TABLE orders (id BIGINT PRIMARY KEY);
