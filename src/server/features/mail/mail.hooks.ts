import type { Tx } from "../../db/client";
import { defineHook } from "../../hook";

// Where mail lets the features that send it react without importing them (decision 026); their
// handlers are registered in src/server/app/register-hooks.ts.

/**
 * A mail provider said an address bounced for good or its person marked our mail as spam
 * (mail-events.service.ts): each feature records that it sends nothing more to it, in `tx`.
 */
export const mailAddressSuppressedHook =
  defineHook<[tx: Tx, email: string, reason: "bounced" | "complained"]>("mail.address-suppressed");
