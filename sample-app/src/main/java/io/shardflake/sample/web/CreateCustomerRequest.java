package io.shardflake.sample.web;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Body of {@code POST /customers}. */
public record CreateCustomerRequest(@NotBlank @Email @Size(max = 320) String email,
        @NotBlank @Size(max = 200) String name) {
}
