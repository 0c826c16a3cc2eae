import { z } from "zod";
import { readToken, signToken } from "../../crypto/signed-token";

// The alert digest's one-click unsubscribe link (RFC 8058) works without signing in: it names a
// member of a workspace (ids, never an address), signed for this use only (crypto/signed-token.ts).

export type AlertUnsubscribeSubject = { workspaceId: string; userId: string };

const purpose = "inteligram/alert-unsubscribe/v1";
const bodySchema = z.object({ w: z.uuid(), u: z.string().min(1).max(100) });

export const signAlertUnsubscribeToken = (subject: AlertUnsubscribeSubject, secret: string) =>
  signToken(purpose, { w: subject.workspaceId, u: subject.userId }, secret);

/** The member a token this server signed names, or null for anything else (altered, truncated, another use's). */
export function readAlertUnsubscribeToken(token: string, secret: string): AlertUnsubscribeSubject | null {
  const body = readToken(purpose, token, bodySchema, secret);
  return body && { workspaceId: body.w, userId: body.u };
}

/** Where the link points: a page that asks, then a POST that does it (RFC 8058's one-click POST too). */
export const alertUnsubscribePath = (token: string) => `/cancelar-alertas/${token}`;
