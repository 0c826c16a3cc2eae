import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  consentMaxAgeSeconds,
  getConsentBannerMode,
  hasConsent,
  isConsentCurrent,
  addStoredChoiceScript,
  markStoredChoiceScript,
  openCookiePreferences,
  parseConsent,
  readConsentCookie,
  readStoredConsent,
  takeQueuedBannerClick,
} from "./cookie-consent";
import { buildConsentCookie, saveConsent, serializeConsent } from "./save-cookie-consent";

const decidedAt = "2026-03-01T12:00:00.000Z";

describe("consent record", () => {
  it.each([
    [{ performance: false, functionality: false, decidedAt }, `p0.f0.${decidedAt}`],
    [{ performance: true, functionality: false, decidedAt }, `p1.f0.${decidedAt}`],
    [{ performance: true, functionality: true, decidedAt }, `p1.f1.${decidedAt}`],
  ])("round-trips %j as %s", (record, text) => {
    expect(serializeConsent(record)).toBe(text);
    expect(parseConsent(text)).toEqual(record);
  });

  it.each([null, undefined, "", "yes", "p2.f0.2026-03-01T12:00:00.000Z", "p1.f1.ontem", "p1.f1"])("refuses %j", (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it("holds for a year, then the visitor is asked again", () => {
    const record = { performance: true, functionality: true, decidedAt };
    const decided = Date.parse(decidedAt);
    expect(isConsentCurrent(record, new Date(decided))).toBe(true);
    expect(isConsentCurrent(record, new Date(decided + consentMaxAgeSeconds * 1000 - 1))).toBe(true);
    expect(isConsentCurrent(record, new Date(decided + consentMaxAgeSeconds * 1000))).toBe(false);
    expect(isConsentCurrent(record, new Date(decided - 60_000))).toBe(false);
  });
});

describe("consent cookie", () => {
  it("is first-party, site-wide, Lax and lasts a year (Secure over https)", () => {
    const record = { performance: false, functionality: true, decidedAt };
    expect(buildConsentCookie(record, true)).toBe(
      `inteligram_consent=p0.f1.${decidedAt}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    );
    expect(buildConsentCookie(record, false)).not.toContain("Secure");
  });

  it("is found among the page's other cookies", () => {
    expect(readConsentCookie(`a=1; inteligram_consent=p1.f0.${decidedAt}; b=2`)).toBe(`p1.f0.${decidedAt}`);
    expect(readConsentCookie("a=1; b=2")).toBeNull();
  });
});

describe("stored consent in the browser", () => {
  let storage: Map<string, string>;
  let cookieJar: string[];

  beforeEach(() => {
    storage = new Map();
    cookieJar = [];
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    vi.stubGlobal("document", {
      get cookie() {
        return cookieJar.map((cookie) => cookie.split(";")[0]).join("; ");
      },
      set cookie(value: string) {
        cookieJar.push(value);
      },
    });
    vi.stubGlobal("window", Object.assign(new EventTarget(), { location: { protocol: "https:" } }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks on the first visit and allows nothing optional", () => {
    expect(getConsentBannerMode()).toBe("first-visit");
    expect(hasConsent("essential")).toBe(true);
    expect(hasConsent("performance")).toBe(false);
    expect(hasConsent("functionality")).toBe(false);
  });

  it("keeps a rejection in localStorage and in the cookie, and closes the banner", () => {
    const now = new Date();
    saveConsent({ performance: false, functionality: false }, now);

    expect(storage.get("inteligram.cookie-consent")).toBe(`p0.f0.${now.toISOString()}`);
    expect(cookieJar[0]).toContain("Max-Age=31536000");
    expect(getConsentBannerMode()).toBe("closed");
    expect(hasConsent("performance")).toBe(false);
  });

  it("grants exactly the categories chosen", () => {
    saveConsent({ performance: false, functionality: true });
    expect(hasConsent("performance")).toBe(false);
    expect(hasConsent("functionality")).toBe(true);
  });

  it("falls back to the cookie when localStorage was cleared", () => {
    saveConsent({ performance: true, functionality: false });
    storage.clear();
    expect(readStoredConsent()?.performance).toBe(true);
  });

  it("reopens as preferences from the footer, and saving closes it", () => {
    saveConsent({ performance: false, functionality: false });
    openCookiePreferences();
    expect(getConsentBannerMode()).toBe("preferences");
    saveConsent({ performance: true, functionality: true });
    expect(getConsentBannerMode()).toBe("closed");
  });
});

describe("the head's script that hides the server-drawn banner", () => {
  let storage: Map<string, string>;
  let cookies: string;
  let marked: boolean;
  let clickListener: ((event: unknown) => void) | undefined;

  beforeEach(() => {
    storage = new Map();
    cookies = "";
    marked = false;
    clickListener = undefined;
    vi.stubGlobal("localStorage", { getItem: (key: string) => storage.get(key) ?? null });
    vi.stubGlobal("window", {});
    vi.stubGlobal("document", {
      get cookie() {
        return cookies;
      },
      documentElement: { setAttribute: (name: string) => (marked = name === "data-cookie-choice") },
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
        if (type === "click" && capture) clickListener = listener;
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const now = Date.now();
  const at = (ageMs: number) => new Date(now - ageMs).toISOString();
  const year = consentMaxAgeSeconds * 1000;
  it.each([
    ["nothing stored", undefined, ""],
    ["a current choice in localStorage", `p1.f0.${at(60_000)}`, ""],
    ["a current choice in the cookie only", undefined, `outro=1; inteligram_consent=p0.f0.${at(60_000)}`],
    ["an expired choice", `p0.f0.${at(year + 60_000)}`, ""],
    [
      "an expired localStorage choice beside a current cookie",
      `p0.f0.${at(year + 60_000)}`,
      `inteligram_consent=p0.f0.${at(60_000)}`,
    ],
    ["an unreadable localStorage value beside a current cookie", "sim", `inteligram_consent=p1.f1.${at(60_000)}`],
    ["a choice dated in the future", `p0.f0.${at(-3_600_000)}`, ""],
    ["another cookie's value", undefined, `x_inteligram_consent=p0.f0.${at(60_000)}`],
  ])("marks the page exactly when readStoredConsent finds a choice: %s", (_case, stored, cookieHeader) => {
    if (stored !== undefined) storage.set("inteligram.cookie-consent", stored);
    cookies = cookieHeader;
    new Function(markStoredChoiceScript)();
    expect(marked).toBe(readStoredConsent() !== null);
  });

  it("holds a click on the drawn banner's buttons until the banner's code takes it, then lets clicks through", () => {
    new Function(markStoredChoiceScript)();
    const click = (insideBanner: boolean, text: string) => {
      const event = {
        target: {
          closest: (selector: string) =>
            insideBanner && selector === "[data-cookie-banner] button" ? { textContent: text } : null,
        },
        prevented: false,
        stopped: false,
        preventDefault() {
          this.prevented = true;
        },
        stopPropagation() {
          this.stopped = true;
        },
      };
      clickListener!(event);
      return event;
    };
    expect(click(false, "Entrar").prevented).toBe(false);
    const held = click(true, "Aceitar todos");
    expect([held.prevented, held.stopped]).toEqual([true, true]);
    expect(takeQueuedBannerClick()).toBe("Aceitar todos");
    expect(takeQueuedBannerClick()).toBeUndefined();
    expect(click(true, "Personalizar").prevented).toBe(false);
  });

  it("marks a returning visitor's page", () => {
    storage.set("inteligram.cookie-consent", `p1.f1.${at(60_000)}`);
    new Function(markStoredChoiceScript)();
    expect(marked).toBe(true);
  });
});

describe("addStoredChoiceScript", () => {
  it("puts the script first in the head, once", () => {
    const page = '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/></head><body></body></html>';
    const built = addStoredChoiceScript(page);
    expect(built).toBe(
      `<!DOCTYPE html><html lang="pt-BR"><head><script>${markStoredChoiceScript}</script>` +
        '<noscript><style>[data-cookie-banner]{display:none}</style></noscript><meta charSet="utf-8"/></head><body></body></html>',
    );
    expect(addStoredChoiceScript(built)).toBe(built);
  });
});
