-- The same tables on every physical shard. No timestamp column: an id's leading bits are its creation time.
create table if not exists customers (
    id bigint primary key,
    email varchar(320) not null unique,  -- unique everywhere: an email always hashes to the same shard
    name varchar(200) not null
);
create table if not exists orders (
    id bigint primary key,
    customer_id bigint not null references customers (id),  -- same database: an order lives on its customer's shard
    product varchar(200) not null,
    quantity integer not null,
    amount_cents bigint not null
);
create index if not exists orders_customer on orders (customer_id);
