package io.shardflake.spring.nohibernate.jdbc;

import org.springframework.data.repository.ListCrudRepository;

public interface VoucherRepository extends ListCrudRepository<Voucher, String> {
}
