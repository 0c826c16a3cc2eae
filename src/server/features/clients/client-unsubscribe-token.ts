import { z } from "zod";
import { readToken, signToken } from "../../crypto/signed-token";

// The one-click unsubscribe link of a client's scheduled report (RFC 8058): signed
// (crypto/signed-token.ts) under this purpose's key, naming the recipient's row, never an address.

const purpose = "inteligram/client-report-unsubscribe/v1";
const payloadSchema = z.object({ r: z.uuid() });

export function signClientUnsubscribeToken(recipientId: string, secret: string): string {
  return signToken(purpose, { r: recipientId }, secret);
}

/** The recipient row a token this server signed names, or null for anything else. */
export function readClientUnsubscribeToken(token: string, secret: string): string | null {
  return readToken(purpose, token, payloadSchema, secret)?.r ?? null;
}

/** A page that asks, then a POST that does it (the mail client's one-click POST too). */
export const clientUnsubscribePath = (token: string) => `/cancelar-relatorio/${token}`;
