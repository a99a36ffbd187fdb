package io.shardflake.spring.publicid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.BootClass;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.SpringWords;
import io.shardflake.spring.TestedLine;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * A web application whose controllers ask for public ids (a parameter, or a property of a body they read or write)
 * does not start without a key ring, naming {@code shardflake.public-id.keys} and what asks; one that asks for none
 * starts without.
 */
class PublicIdHandlerCheckTest {

    private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
            .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class,
                    ShardflakePublicIdAutoConfiguration.class, BootClass.WEB_MVC_AUTO_CONFIGURATION.type()))
            .withPropertyValues("shardflake.worker.hostname=test-host");

    @RestController
    static class ByParameter {
        @GetMapping("/orders/{id}")
        String order(@PublicId("ord") @PathVariable long id) {
            return "order";
        }
    }

    record OrderView(@PublicId("ord") long id, String item) {
    }

    @RestController
    static class ByReturnedBody {
        @GetMapping("/orders")
        ResponseEntity<List<OrderView>> orders() {
            return ResponseEntity.ok(List.of());
        }
    }

    record Line(@PublicId("ord") Long order, int quantity) {
    }

    record Cart(String owner, Map<String, Line> lines) {
    }

    @RestController
    static class ByBodyRead {
        @PostMapping("/carts")
        String add(@RequestBody Cart cart) {
            return "added";
        }
    }

    record Plain(long id, String item) {
    }

    @RestController
    static class WithoutPublicIds {
        @GetMapping("/plain/{id}")
        Plain plain(@PathVariable long id) {
            return new Plain(id, "tea");
        }
    }

    @RestController
    static class OnText {
        @GetMapping("/orders/{id}")
        String order(@PublicId("ord") @PathVariable String id) {
            return id;
        }
    }

    @RestController
    static class OnABody {
        @PostMapping("/orders")
        String order(@PublicId("ord") @RequestBody long id) {
            return "order";
        }
    }

    /** Bound from request parameters: Spring's binder would read a plain number into it. */
    static class OrderQuery {
        @PublicId("cus")
        private Long customer;

        public Long getCustomer() {
            return customer;
        }

        public void setCustomer(Long customer) {
            this.customer = customer;
        }
    }

    @RestController
    static class OnABoundObject {
        @GetMapping("/orders")
        String orders(OrderQuery query) {
            return "orders";
        }
    }

    record Misfit(@PublicId("ord") String id) {
    }

    @RestController
    static class ReturningAMisfit {
        @GetMapping("/misfits")
        Misfit misfit() {
            return new Misfit("x");
        }
    }

    @Test
    void aPublicIdWhereItCannotBeReadStopsTheStartupWithOrWithoutKeys() {
        String named = "@PublicId on a @PathVariable, @RequestParam, @RequestHeader or @CookieValue parameter, or on a"
                + " property of a JSON body (@RequestBody)";
        for (String keys : new String[] {"", TestRings.BEFORE}) {
            WebApplicationContextRunner withOrWithout = runner.withPropertyValues("shardflake.public-id.keys=" + keys);
            assertUnsupported(withOrWithout, OnText.class, "OnText.order(String) parameter id = @PublicId on a"
                    + " java.lang.String is not allowed: long, Long or java.util.UUID");
            assertUnsupported(withOrWithout, OnABody.class, "OnABody.order(long) parameter id = @PublicId on a parameter"
                    + " read by RequestResponseBodyMethodProcessor is not allowed: " + named);
            assertUnsupported(withOrWithout, OnABoundObject.class, "OrderQuery.customer = @PublicId on a property of an"
                    + " object bound from request parameters (OnABoundObject.orders(OrderQuery)) is not allowed: "
                    + named);
        }
        assertUnsupported(runner.withPropertyValues("shardflake.public-id.keys=" + TestRings.BEFORE),
                ReturningAMisfit.class, "Misfit.id = @PublicId on a java.lang.String is not allowed");
    }

    @Test
    void aPublicIdParameterWithoutAKeyRingStopsTheStartupNamingTheKeyAndTheParameter() {
        assertRefused(ByParameter.class, "ByParameter.order(long) parameter id needs public ids");
    }

    @Test
    void aPublicIdPropertyOfABodyReadOrWrittenStopsItToo() {
        assertRefused(ByReturnedBody.class, "OrderView.id, which ByReturnedBody.orders() returns, needs public ids");
        assertRefused(ByBodyRead.class, "Line.order, which ByBodyRead.add(Cart) reads, needs public ids");
    }

    @Test
    void withAKeyRingOrABeanOfTheApplicationsTheyStart() {
        runner.withUserConfiguration(ByParameter.class, ByReturnedBody.class, ByBodyRead.class)
                .withPropertyValues("shardflake.public-id.keys=" + TestRings.BEFORE)
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(PublicIds.class));
        runner.withUserConfiguration(ByParameter.class).withBean(PublicIds.class, TestRings::before)
                .run(context -> assertThat(context).hasNotFailed());
    }

    @Test
    void controllersThatAskForNoPublicIdsStartWithoutAKeyRing() {
        runner.withUserConfiguration(WithoutPublicIds.class)
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PublicIds.class));
    }

    private static void assertUnsupported(WebApplicationContextRunner runner, Class<?> controller, String message) {
        runner.withUserConfiguration(controller).run(context -> {
            assertThat(context).hasFailed();
            Throwable failure = context.getStartupFailure();
            while (failure != null && !(failure instanceof UnsupportedPublicIdException)) {
                failure = failure.getCause();
            }
            assertThat(failure).as(controller.getSimpleName()).isInstanceOf(UnsupportedPublicIdException.class)
                    .hasMessageStartingWith(message);
            FailureAnalysis analysis = new UnsupportedPublicIdFailureAnalyzer().analyze(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("Where: " + message.substring(0, message.indexOf(" = ")));
            assertThat(analysis.getAction()).startsWith("Mark with @PublicId only long, Long or UUID path variables");
            SpringWords.vocabulary().check(failure);
        });
    }

    private void assertRefused(Class<?> controller, String asking) {
        runner.withUserConfiguration(controller).run(context -> {
            assertThat(context).hasFailed();
            Throwable failure = context.getStartupFailure();
            while (failure != null && !(failure instanceof InvalidSettingException)) {
                failure = failure.getCause();
            }
            assertThat(failure).isInstanceOf(InvalidSettingException.class)
                    .hasMessage("shardflake.public-id.keys = null is not allowed: a key ring to mask public ids with,"
                            + " in shardflake.public-id.keys, or an environment variable named by"
                            + " shardflake.public-id.keys-env, or a file named by shardflake.public-id.keys-file; "
                            + asking);
            assertThat(((InvalidSettingException) failure).setting()).isEqualTo(Setting.PUBLIC_ID_KEYS);
            SpringWords.vocabulary().check(failure);
        });
    }
}
