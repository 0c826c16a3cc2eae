import { policiesUpdatedOn } from "@core/legal/policy-terms";

/** The version a consent is given to: the day the terms, privacy and cookie policies last changed. */
export const consentVersion = policiesUpdatedOn.slice(0, 10);

/** The cookie choice's stored form (`p1.f0.<ISO date>`, as the banner writes it) in words. */
export function describeCookieChoice(value: string): string | null {
  const match = /^p([01])\.f([01])\./.exec(value);
  if (!match) return null;
  const optional = [match[1] === "1" ? "desempenho" : null, match[2] === "1" ? "funcionalidade" : null].filter(Boolean);
  return optional.length === 0 ? "Somente essenciais" : `Essenciais e ${optional.join(" e ")}`;
}
