package example.shop;

import io.shardflake.hibernate.SnowflakeId;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** Ids go out as JSON strings (shardflake.jackson.ids-as-strings) and come in either way. */
@RestController
class ShopController {

    record NewTenant(String name) {
    }

    record TenantView(@SnowflakeId Long id, String name) {
    }

    record NewTicket(@SnowflakeId Long tenantId, String title) {
    }

    record TicketView(@SnowflakeId Long id, @SnowflakeId Long tenantId, String title) {
    }

    private final TenantRepository tenants;
    private final TicketRepository tickets;

    ShopController(TenantRepository tenants, TicketRepository tickets) {
        this.tenants = tenants;
        this.tickets = tickets;
    }

    @PostMapping("/tenants")
    TenantView open(@RequestBody NewTenant request) {
        Tenant tenant = new Tenant();
        tenant.name = request.name();
        tenant = tenants.save(tenant);
        return new TenantView(tenant.id, tenant.name);
    }

    @PostMapping("/tickets")
    @Transactional
    TicketView file(@RequestBody NewTicket request) {
        Ticket ticket = new Ticket();
        ticket.tenant = tenants.findById(request.tenantId()).orElseThrow(() -> notFound(request.tenantId()));
        ticket.title = request.title();
        return view(tickets.save(ticket));
    }

    @GetMapping("/tickets/{id}")
    @Transactional(readOnly = true)
    TicketView ticket(@PathVariable long id) {
        return view(tickets.findById(id).orElseThrow(() -> notFound(id)));
    }

    private static TicketView view(Ticket ticket) {
        return new TicketView(ticket.id, ticket.tenant.id, ticket.title);
    }

    private static ResponseStatusException notFound(long id) {
        return new ResponseStatusException(HttpStatus.NOT_FOUND, "no " + id);
    }
}
