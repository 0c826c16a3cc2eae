import {
  closeCookiePreferences,
  type ConsentChoice,
  consentCookieName,
  consentMaxAgeSeconds,
  type ConsentRecord,
  consentStorageKey,
} from "./cookie-consent";

/** `p1.f0.<ISO date>`: short enough for a cookie, readable in devtools (parseConsent reads it). */
export function serializeConsent(record: ConsentRecord): string {
  return `p${record.performance ? 1 : 0}.f${record.functionality ? 1 : 0}.${record.decidedAt}`;
}

export function buildConsentCookie(record: ConsentRecord, secure: boolean): string {
  const attributes = [`Max-Age=${consentMaxAgeSeconds}`, "Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${consentCookieName}=${serializeConsent(record)}`, ...attributes].join("; ");
}

/** Keeps the visitor's choice (localStorage and cookie) and closes the banner. */
export function saveConsent(choice: ConsentChoice, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { ...choice, decidedAt: now.toISOString() };
  try {
    localStorage.setItem(consentStorageKey, serializeConsent(record));
  } catch {
    // Storage disabled (private mode, policy): the cookie still keeps the choice.
  }
  document.cookie = buildConsentCookie(record, window.location.protocol === "https:");
  // A signed-in person's choice is recorded with the policies' version (docs/decisions/020);
  // the server reads it from the cookie just written and ignores a visitor who is signed out.
  fetch("/api/lifecycle/consents/cookies", { method: "POST", keepalive: true }).catch(() => {});
  closeCookiePreferences();
  return record;
}
