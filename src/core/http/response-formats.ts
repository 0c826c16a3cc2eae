import { z } from "zod";

// The formats of the values the API's answers carry, so that the OpenAPI documents say them
// (format uuid, date-time) and clients parsing with these schemas check them.

/** An id of one of our records (PostgreSQL's gen_random_uuid). Not for Instagram's ids, nor better-auth's user ids. */
export const entityIdSchema = z.uuid();

/** An instant as Date.toISOString writes it (ISO 8601, UTC). */
export const instantSchema = z.iso.datetime({ offset: true });

/** The answer of an action that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });

/** The answer that sends the person to an address (a checkout, a network's login). */
export const urlSchema = z.object({ url: z.string() });
