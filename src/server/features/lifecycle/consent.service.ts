import { consentVersion, describeCookieChoice } from "@core/lifecycle/consent";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { insertConsent, listConsents } from "./lifecycle.queries";

// Consent records (LGPD art. 8): the terms accepted at sign-up and each cookie choice, with the
// policies' version and the time. A new choice is a new row; "Meus dados" lists them.

const consentCookieName = "inteligram_consent";

/** The banner's choice as the request's cookie carries it (the banner writes it before calling). */
export function cookieChoiceFrom(cookieHeader: string | undefined | null) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === consentCookieName) {
      const choice = value.join("=").slice(0, 64);
      return describeCookieChoice(choice) ? choice.slice(0, 5) : null;
    }
  }
  return null;
}

export async function recordTermsAcceptance(db: DbOrTx, userId: string, cookieHeader?: string | null) {
  await insertConsent(db, { userId, kind: "terms", choice: "accepted", version: consentVersion });
  const cookies = cookieChoiceFrom(cookieHeader);
  if (cookies) await insertConsent(db, { userId, kind: "cookies", choice: cookies, version: consentVersion });
}

/** The banner's choice by a signed-in person; an anonymous visitor's stays in their browser only. */
export async function recordCookieChoice(ctx: Pick<AppContext, "db">, userId: string, cookieHeader: string | undefined) {
  const choice = cookieChoiceFrom(cookieHeader);
  if (!choice) return false;
  await insertConsent(ctx.db, { userId, kind: "cookies", choice, version: consentVersion });
  return true;
}

export async function readConsents(ctx: Pick<AppContext, "db">, userId: string) {
  const rows = await listConsents(ctx.db, userId);
  return {
    consents: rows.map((row) => ({
      kind: row.kind,
      choice:
        row.kind === "terms"
          ? "Aceitou os Termos de Uso e a Política de Privacidade"
          : (describeCookieChoice(`${row.choice}.`) ?? row.choice),
      version: row.version,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
