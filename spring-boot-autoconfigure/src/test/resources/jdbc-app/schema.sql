-- The Spring Data JDBC test application's tables, the same on H2 and PostgreSQL.
create table parcel (id bigint primary key, label varchar(100));
create table voucher (id char(13) primary key, cents int);
create table note (id uuid primary key, body varchar(100));
create table sighting (id char(36) primary key, species varchar(100));
