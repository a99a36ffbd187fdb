/** The REST API (JSON, ids as strings) and its RFC 9457 error responses. */
package io.shardflake.sample.web;
