import { z } from "zod";
import { readToken, signToken } from "../../crypto/signed-token";

// The one-click unsubscribe link of a scheduled report (RFC 8058): it works without signing in,
// so what it names is signed (crypto/signed-token.ts) under this purpose's key. The token names
// a row, never an address: an altered token fails the signature, and one whose row is gone finds nothing.

// A member's token names the generation of their choice it was sent in (report_recipients.generation):
// switching the reports back on opens a new one, and the older links stop working.
export type UnsubscribeSubject =
  { kind: "outside"; recipientId: string } | { kind: "member"; workspaceId: string; userId: string; generation: number };

const payloadSchema = z.union([
  z.object({ k: z.literal("o"), r: z.uuid() }),
  // Links sent before generations existed carry none: they were sent in the first one.
  z.object({ k: z.literal("m"), w: z.uuid(), u: z.string().min(1).max(100), g: z.number().int().min(0).default(0) }),
]);

const purpose = "inteligram/report-unsubscribe/v1";

export function signUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  const body =
    subject.kind === "outside"
      ? { k: "o", r: subject.recipientId }
      : { k: "m", w: subject.workspaceId, u: subject.userId, g: subject.generation };
  return signToken(purpose, body, secret);
}

/** The subject of a token this server signed, or null for anything else (altered, truncated, another key). */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | null {
  const parsed = readToken(purpose, token, payloadSchema, secret);
  if (!parsed) return null;
  return parsed.k === "o"
    ? { kind: "outside", recipientId: parsed.r }
    : { kind: "member", workspaceId: parsed.w, userId: parsed.u, generation: parsed.g };
}

/** Where the link points: a page that asks, then a POST that does it (RFC 8058's one-click POST too). */
export const unsubscribePath = (token: string) => `/cancelar-inscricao/${token}`;
