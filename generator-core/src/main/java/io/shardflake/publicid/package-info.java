/**
 * Public ids: ids shown to the world without revealing when they were made, by which worker, on which shard or how
 * busy it was, and turned back into the ids with a key.
 *
 * <p>A Shardflake id or a time-based UUID in a URL tells anyone the time it was made, to the millisecond, and the
 * worker and sequence fields tell the fleet's size and the volume of business. Masking keeps the database's ordered,
 * shard-aware keys and shows a keyed permutation of them instead: FF1 of NIST SP 800-38G over the JDK's AES.
 *
 * <pre>{@code
 * KeyRing ring = KeyRing.of(PublicIdKey.ofHex(1, hexFromYourSecretStore));
 * PublicIdText orders = PublicIdText.of(ring, "ord");
 * String shown = orders.mask(orderId);        // "ord_1...": 18 characters, the same for the same id
 * long orderId2 = orders.unmask(shown);       // == orderId; WrongTypeException for a "cus_..." text
 * }</pre>
 *
 * <ul>
 *   <li>Keys: {@link io.shardflake.publicid.PublicIdKey} (an AES key of 128 bits or more and its id) and
 *       {@link io.shardflake.publicid.KeyRing} (the current key and older ones, for rotation);
 *       {@code io.shardflake.config.PublicIdSettings} reads a ring from {@code shardflake.public-id.*}.
 *   <li>Numbers: {@link io.shardflake.publicid.IdPermutation} (63-bit ids to 63-bit ids) and
 *       {@link io.shardflake.publicid.UuidMask} (UUIDs of version 7, 6 or 1 to version 4 UUIDs and back).
 *   <li>Text, with a type prefix and the key's id: {@link io.shardflake.publicid.PublicIdText} and
 *       {@link io.shardflake.publicid.PublicUuidText}; a text of the wrong type is a
 *       {@link io.shardflake.publicid.WrongTypeException}, one naming a key not in the ring an
 *       {@link io.shardflake.publicid.UnknownKeyException}.
 *   <li>All the forms of one ring, per type and UUID kind, made once: {@link io.shardflake.publicid.PublicIds}.
 * </ul>
 *
 * <p><b>Limits.</b> Equal ids give equal public ids (under one key): masking hides what an id says, not that two
 * are the same. Every well-formed public id unmasks to some id, so a forged or mistyped one is not refused by the
 * mask: the application still checks that the row exists and that the caller may see it. A public id is not an
 * access token and not authentication.
 */
@NullMarked
package io.shardflake.publicid;

import org.jspecify.annotations.NullMarked;
