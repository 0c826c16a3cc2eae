import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// The one-click unsubscribe link of a scheduled report (RFC 8058): it works without signing in,
// so what it names is signed with HMAC-SHA256 under a key derived from AUTH_SECRET (as Meta's
// signed_request is checked in data-deletion.routes.ts). The token names a row, never an
// address: an altered token fails the signature, and one whose row is gone finds nothing.

// A member's token names the generation of their choice it was sent in (report_recipients.generation):
// switching the reports back on opens a new one, and the older links stop working.
export type UnsubscribeSubject =
  | { kind: "outside"; recipientId: string }
  | { kind: "member"; workspaceId: string; userId: string; generation: number };

const payloadSchema = z.union([
  z.object({ k: z.literal("o"), r: z.uuid() }),
  // Links sent before generations existed carry none: they were sent in the first one.
  z.object({ k: z.literal("m"), w: z.uuid(), u: z.string().min(1).max(100), g: z.number().int().min(0).default(0) }),
]);

/** A key for this use only, so a token of another feature signed with AUTH_SECRET never passes here. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("inteligram/report-unsubscribe/v1").digest();

const sign = (payload: string, secret: string) => createHmac("sha256", keyOf(secret)).update(payload).digest();

export function signUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  const body =
    subject.kind === "outside"
      ? { k: "o", r: subject.recipientId }
      : { k: "m", w: subject.workspaceId, u: subject.userId, g: subject.generation };
  const payload = Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
  return `${payload}.${sign(payload, secret).toString("base64url")}`;
}

/** The subject of a token this server signed, or null for anything else (altered, truncated, another key). */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | null {
  if (token.length > 400) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: z.infer<typeof payloadSchema>;
  try {
    const result = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  return parsed.k === "o"
    ? { kind: "outside", recipientId: parsed.r }
    : { kind: "member", workspaceId: parsed.w, userId: parsed.u, generation: parsed.g };
}

/** Where the link points: a page that asks, then a POST that does it (RFC 8058's one-click POST too). */
export const unsubscribePath = (token: string) => `/cancelar-inscricao/${token}`;
