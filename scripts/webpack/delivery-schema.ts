// The delivery schema version the shop sends (docs/delivery-and-desk.md):
// STONE_DELIVERY_SCHEMA at build time, 2 when unset; 1 for a receiver that
// validates against the first contract (schemas/delivery-v1.schema.json),
// with status checks, the visitor's updates and the checkout's e-mail off.
// The shop's code reads it as process.env.STONE_DELIVERY_SCHEMA
// (src/shared/deliveryChannel.ts).
export const deliverySchema = process.env.STONE_DELIVERY_SCHEMA || '2';
if (deliverySchema !== '1' && deliverySchema !== '2') {
  throw new Error(`STONE_DELIVERY_SCHEMA=${deliverySchema} is not a delivery schema version: 1 or 2 (the default)`);
}
