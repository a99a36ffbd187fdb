package io.shardflake.quarkus.it;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.Produces;
import java.util.Map;

/** Makes one row of each entity and answers with its id, as text so that no JSON number rounds it. */
@Path("/shop")
@Produces(MediaType.APPLICATION_JSON)
public class ShopResource {

    @Inject
    EntityManager entities;

    /** A new customer with the given account number. */
    @POST
    @Path("/customers")
    @Transactional
    public Map<String, String> customer(@QueryParam("account") String account) {
        Customer customer = new Customer();
        customer.account = account;
        entities.persist(customer);
        return Map.of("id", customer.id.toString());
    }

    /** A new order of an existing customer. */
    @POST
    @Path("/customers/{customer}/orders")
    @Transactional
    public Map<String, String> order(@PathParam("customer") long customerId) {
        Customer customer = entities.find(Customer.class, customerId);
        if (customer == null) {
            throw new NotFoundException("no customer " + customerId);
        }
        CustomerOrder order = new CustomerOrder();
        order.customer = customer;
        entities.persist(order);
        return Map.of("id", order.id.toString());
    }

    /** A new receipt. */
    @POST
    @Path("/receipts")
    @Transactional
    public Map<String, String> receipt() {
        Receipt receipt = new Receipt();
        entities.persist(receipt);
        return Map.of("id", receipt.id.toString());
    }

    /** A new audit entry. */
    @POST
    @Path("/audit")
    @Transactional
    public Map<String, String> audit() {
        AuditEntry entry = new AuditEntry();
        entities.persist(entry);
        return Map.of("id", entry.id.toString());
    }
}
