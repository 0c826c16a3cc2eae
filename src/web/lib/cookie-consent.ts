// The visitor's cookie choice (LGPD, ANPD cookie guide): essential cookies are always on;
// performance and functionality ones only with consent. The choice lives in localStorage and
// in a first-party cookie, so it survives either being cleared and a server could read it.
// Nothing non-essential runs today; future scripts ask `hasConsent(category)` first.
// Reading lives here (every page); writing in save-cookie-consent.ts (the banner's chunk).

export const optionalCookieCategories = ["performance", "functionality"] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];
export type CookieCategory = "essential" | OptionalCookieCategory;

export type ConsentChoice = Record<OptionalCookieCategory, boolean>;
export type ConsentRecord = ConsentChoice & { decidedAt: string };

/** How long each category's cookies may last (the banner and /cookies say the same). */
export const cookieCategoryLifetimes: Readonly<Record<CookieCategory, string>> = {
  essential: "sessão",
  performance: "30 dias",
  functionality: "1 ano",
};

export const consentStorageKey = "inteligram.cookie-consent";
export const consentCookieName = "inteligram_consent";
/** The choice is kept for a year, then asked again. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

const consentChangeEvent = "inteligram:cookie-consent";

/** Reads `p1.f0.<ISO date>` (save-cookie-consent.ts writes it); null for anything else. */
export function parseConsent(value: string | null | undefined): ConsentRecord | null {
  const match = value?.match(/^p([01])\.f([01])\.(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/);
  if (!match) return null;
  return { performance: match[1] === "1", functionality: match[2] === "1", decidedAt: match[3] as string };
}

/** Whether a choice made at `decidedAt` still holds at `now` (a year, like the cookie). */
export function isConsentCurrent(record: ConsentRecord, now: Date): boolean {
  const age = now.getTime() - Date.parse(record.decidedAt);
  return age >= 0 && age < consentMaxAgeSeconds * 1000;
}

export function readConsentCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === consentCookieName) return value.join("=");
  }
  return null;
}

/** The stored choice, or null before the visitor chose (or after it expired). */
export function readStoredConsent(now = new Date()): ConsentRecord | null {
  if (typeof document === "undefined") return null;
  const record = parseConsent(readLocalStorage()) ?? parseConsent(readConsentCookie(document.cookie));
  return record && isConsentCurrent(record, now) ? record : null;
}

/**
 * The document head's inline script (added by the build, addStoredChoiceScript). When a current
 * choice is stored (readStoredConsent's rule: localStorage first, else the cookie, decided less
 * than a year ago) it marks `<html data-cookie-choice>`, and the first-visit banner drawn into
 * every prerendered page stays hidden (app.css) before anything paints (decision 032: the banner
 * painted late, as the largest paint). Until the banner's code has taken over
 * (`takeQueuedBannerClick`), a click on one of the drawn banner's buttons is held, not lost, and
 * the banner repeats it once it works. Written out, not serialized from a function, so the built
 * page's CSP hash and its text match.
 */
export const markStoredChoiceScript =
  "try{var p=/^p[01]\\.f[01]\\.(\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z)$/,v=null;try{v=localStorage.getItem(" +
  JSON.stringify(consentStorageKey) +
  ')}catch(e){}var m=p.exec(v||"");if(!m){var c=document.cookie.split(";");for(var i=0;i<c.length;i++){var k=c[i].trim();if(k.indexOf(' +
  JSON.stringify(`${consentCookieName}=`) +
  ")===0){m=p.exec(k.slice(" +
  String(consentCookieName.length + 1) +
  "));break}}}var a=m?Date.now()-Date.parse(m[1]):-1;if(a>=0&&a<" +
  String(consentMaxAgeSeconds * 1000) +
  ')document.documentElement.setAttribute("data-cookie-choice","")}catch(e){}' +
  'document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-cookie-banner] button");' +
  "if(b&&!window.__cookieBannerReady){e.preventDefault();e.stopPropagation();window.__cookieBannerClick=b.textContent}},true);";

type BannerWindow = { __cookieBannerReady?: boolean; __cookieBannerClick?: string };

/**
 * Called by the banner once it works: no click is held from now on, and the text of the button
 * clicked while it was only drawn, if any, to click again.
 */
export function takeQueuedBannerClick(): string | undefined {
  const held = window as unknown as BannerWindow;
  held.__cookieBannerReady = true;
  const text = held.__cookieBannerClick;
  delete held.__cookieBannerClick;
  return text;
}

/**
 * Part of `npm run build` (scripts/scripts-after-paint.mjs): the script first in a built page's
 * head, before anything can paint, and a style that hides the banner when scripts are off. React leaves a script it did not render in the head alone, and
 * the page's Content-Security-Policy allows it by its hash like the page's other inline scripts.
 */
export function addStoredChoiceScript(html: string): string {
  if (html.includes(markStoredChoiceScript)) return html;
  return html.replace(/<head>/, () => `<head><script>${markStoredChoiceScript}</script>${withoutScripts}`);
}

// Without JavaScript the banner's buttons cannot work, and nothing non-essential runs anyway.
const withoutScripts = "<noscript><style>[data-cookie-banner]{display:none}</style></noscript>";

/** Essential cookies need no consent; the others only with the visitor's yes. */
export function hasConsent(category: CookieCategory): boolean {
  if (category === "essential") return true;
  return readStoredConsent()?.[category] ?? false;
}

function readLocalStorage(): string | null {
  try {
    return localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
}

// The banner's state, shared by the banner, the footer's "Preferências de cookies" and any
// script waiting for consent (subscribe to the event).
let preferencesOpen = false;

export type ConsentBannerMode = "closed" | "first-visit" | "preferences";

export function getConsentBannerMode(): ConsentBannerMode {
  if (preferencesOpen) return "preferences";
  return readStoredConsent() ? "closed" : "first-visit";
}

export function openCookiePreferences(): void {
  preferencesOpen = true;
  notify();
}

export function closeCookiePreferences(): void {
  preferencesOpen = false;
  notify();
}

export function subscribeToConsent(listener: () => void): () => void {
  window.addEventListener(consentChangeEvent, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(consentChangeEvent, listener);
    window.removeEventListener("storage", listener);
  };
}

function notify() {
  window.dispatchEvent(new Event(consentChangeEvent));
}
