package io.shardflake.sample.web;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

/** Body of {@code POST /customers/{id}/orders}. */
public record PlaceOrderRequest(@NotBlank @Size(max = 200) String product, @Min(1) @Max(10_000) int quantity,
        @PositiveOrZero long amountCents) {
}
