import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// Resend's webhook (https://resend.com/docs/webhooks/verify-webhooks-requests) is signed as
// Standard Webhooks / Svix sign theirs: headers svix-id (the event's id, the same on every retry),
// svix-timestamp (Unix seconds) and svix-signature ("v1,<base64>", space-separated while a secret
// is rotated); the signature is HMAC-SHA256, keyed by the base64 after "whsec_" of the endpoint's
// signing secret, of "<id>.<timestamp>.<raw body>". Only email.bounced (a permanent rejection;
// bounce.type "Permanent") and email.complained (marked as spam) ask for anything here.

/** What a mail provider told us, as the app acts on it: the addresses to send nothing more to. */
export type MailEvent = {
  provider: "resend";
  id: string;
  type: string;
  suppress: { email: string; reason: "bounced" | "complained" }[];
};

export type MailEventHeaders = { id: string | undefined; timestamp: string | undefined; signature: string | undefined };

export type ReadMailEvent = { ok: true; event: MailEvent } | { ok: false; problem: "unsigned" | "signature" | "malformed" };

/** How far a delivery's timestamp may be from now (Svix's own tolerance): a captured one can't be replayed later. */
const toleranceSeconds = 5 * 60;

const recipients = z.array(z.string().trim().toLowerCase().pipe(z.email())).min(1).max(50);
const envelopeSchema = z.object({ type: z.string().min(1).max(100), data: z.looseObject({}) });
const bouncedSchema = z.looseObject({ to: recipients, bounce: z.looseObject({ type: z.string().optional() }).optional() });
const complainedSchema = z.looseObject({ to: recipients });

/** Checks the signature over the raw body, then reads the event; nothing is trusted before the signature. */
export function readResendEvent(raw: string, headers: MailEventHeaders, secret: string, now: Date): ReadMailEvent {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, problem: "unsigned" };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds)
    return { ok: false, problem: "signature" };
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${raw}`).digest();
  const matches = signature.split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, problem: "signature" };
  if (id.length > 200) return { ok: false, problem: "malformed" };
  let envelope: z.infer<typeof envelopeSchema>;
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return { ok: false, problem: "malformed" };
    envelope = parsed.data;
  } catch {
    return { ok: false, problem: "malformed" };
  }
  const event = { provider: "resend" as const, id, type: envelope.type };
  if (envelope.type === "email.bounced") {
    const data = bouncedSchema.safeParse(envelope.data);
    if (!data.success) return { ok: false, problem: "malformed" };
    // A transient or undetermined bounce may deliver later: only a permanent one stops mail.
    const permanent = (data.data.bounce?.type ?? "Permanent").toLowerCase() === "permanent";
    return {
      ok: true,
      event: { ...event, suppress: permanent ? data.data.to.map((email) => ({ email, reason: "bounced" as const })) : [] },
    };
  }
  if (envelope.type === "email.complained") {
    const data = complainedSchema.safeParse(envelope.data);
    if (!data.success) return { ok: false, problem: "malformed" };
    return { ok: true, event: { ...event, suppress: data.data.to.map((email) => ({ email, reason: "complained" as const })) } };
  }
  return { ok: true, event: { ...event, suppress: [] } };
}
