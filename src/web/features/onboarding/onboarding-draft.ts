import { isAccountType, type AccountType } from "@core/validation/account-type";
import { isPlanId, type PlanId } from "@core/plans/catalogue";

// docs/product/screens.md: the company form autosaves to local storage on every change; the drafts are
// cleared once onboarding is complete.
export const onboardingDraftKey = "inteligram:onboarding-draft";

export type CompanyValues = {
  accountType: AccountType;
  name: string;
  /** The document of the account type shown (CNPJ or CPF); the only one sent to the server. */
  legalDocument: string;
  /** The document typed under the other account type, kept so switching back restores it. */
  otherLegalDocument: string;
  email: string;
  phone: string;
  instagramHandle: string;
};

export type OnboardingDraft = { planId: PlanId | null; company: CompanyValues | null };

export const emptyCompanyValues: CompanyValues = {
  accountType: "business",
  name: "",
  legalDocument: "",
  otherLegalDocument: "",
  email: "",
  phone: "",
  instagramHandle: "",
};

const textFields = ["name", "legalDocument", "otherLegalDocument", "email", "phone", "instagramHandle"] as const;

/** Reads a stored draft defensively: anything unexpected (old versions, hand edits) is dropped. */
export function parseOnboardingDraft(raw: string | null): OnboardingDraft {
  const empty: OnboardingDraft = { planId: null, company: null };
  if (!raw) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof value !== "object" || value === null) return empty;
  const record = value as Record<string, unknown>;
  const planId = isPlanId(record.planId) ? record.planId : null;
  const company = parseCompany(record.company);
  return { planId, company };
}

function parseCompany(value: unknown): CompanyValues | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isAccountType(record.accountType)) return null;
  const company: CompanyValues = { ...emptyCompanyValues, accountType: record.accountType };
  for (const field of textFields) {
    const text = record[field];
    if (typeof text === "string") company[field] = text.slice(0, 200);
  }
  return company;
}

// Storage can be missing or refuse writes (private mode, quota): the draft is a convenience.
export function readOnboardingDraft(): OnboardingDraft {
  try {
    return parseOnboardingDraft(window.localStorage.getItem(onboardingDraftKey));
  } catch {
    return { planId: null, company: null };
  }
}

export function writeOnboardingDraft(draft: OnboardingDraft): void {
  try {
    window.localStorage.setItem(onboardingDraftKey, JSON.stringify(draft));
  } catch {
    // Not saved locally; the server autosave still runs.
  }
}

export function clearOnboardingDraft(): void {
  try {
    window.localStorage.removeItem(onboardingDraftKey);
  } catch {
    // Nothing to clear.
  }
}
