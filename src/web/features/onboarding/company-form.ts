import type { AccountType } from "@core/validation/account-type";
import type { CompanyDataInput } from "@core/validation/company";
import { findMissingCompanyFields, requiredFieldMessage, requiredFieldsToast } from "@core/validation/company-fields";
import { maskLegalDocument, validateLegalDocument } from "@core/validation/document";
import { maskPhone } from "@core/validation/phone-format";
import type { CompanyValues } from "./onboarding-draft";

export type CompanyField = Exclude<keyof CompanyValues, "accountType" | "otherLegalDocument">;
export type CompanyFieldErrors = Partial<Record<CompanyField, string>>;
export type ToastText = { readonly title: string; readonly description: string };

export type CompanyCheck =
  | { readonly ok: true; readonly data: CompanyDataInput }
  | { readonly ok: false; readonly toast: ToastText; readonly fieldErrors: CompanyFieldErrors };

export const invalidDataToastTitle = "Dados inválidos";

/** The value a field holds after a keystroke or paste: docs/product/screens.md masks and the '@' stripped. */
export function applyCompanyInput(values: CompanyValues, field: CompanyField, raw: string): CompanyValues {
  switch (field) {
    case "legalDocument":
      return { ...values, legalDocument: maskLegalDocument(values.accountType, raw) };
    case "phone":
      return { ...values, phone: maskPhone(raw) };
    case "instagramHandle":
      return { ...values, instagramHandle: raw.replaceAll("@", "") };
    default:
      return { ...values, [field]: raw };
  }
}

/**
 * Each account type keeps its own document: switching sets the shown one aside and brings back
 * what was typed under the other type (empty at first), never a CNPJ cut down to a CPF.
 */
export function switchAccountType(values: CompanyValues, accountType: AccountType): CompanyValues {
  if (accountType === values.accountType) return values;
  return {
    ...values,
    accountType,
    legalDocument: values.otherLegalDocument,
    otherLegalDocument: values.legalDocument,
  };
}

/** A document error belongs to the type it was found under: switching type drops it. */
export function clearDocumentError(errors: CompanyFieldErrors): CompanyFieldErrors {
  return errors.legalDocument ? { ...errors, legalDocument: undefined } : errors;
}

/** What goes to the server: the shown type's document only, never the one set aside. */
export function toCompanyData(values: CompanyValues): CompanyDataInput {
  return {
    accountType: values.accountType,
    name: values.name,
    legalDocument: values.legalDocument,
    email: values.email,
    phone: values.phone,
    instagramHandle: values.instagramHandle,
  };
}

/**
 * The company schema and parseForm (zod with its pt-BR messages), imported on first use, as the
 * newsletter form does (decision 032: zod stays out of a page's first scripts). The step asks for
 * them when it shows, so a check rarely waits; the browser keeps the modules once loaded.
 */
const loadCompanySchema = () => Promise.all([import("@core/validation/company"), import("~/lib/parse-form")]);

export function preloadCompanySchema() {
  loadCompanySchema().catch(() => undefined);
}

async function parseCompany(values: CompanyValues) {
  const [{ companyDataSchema }, { parseForm }] = await loadCompanySchema();
  return parseForm(companyDataSchema, toCompanyData(values));
}

/**
 * What 'Continuar' checks, in the spec's order: required fields (one toast for all), the
 * document's format then check digits (docs/product/screens.md messages), then the rest of the schema.
 */
export async function checkCompanyForm(values: CompanyValues): Promise<CompanyCheck> {
  const missing = findMissingCompanyFields(values);
  if (missing.length > 0) {
    return {
      ok: false,
      toast: requiredFieldsToast,
      fieldErrors: Object.fromEntries(missing.map((field) => [field, requiredFieldMessage])),
    };
  }
  const documentError = validateLegalDocument(values.accountType, values.legalDocument);
  if (documentError) {
    return { ok: false, toast: documentError, fieldErrors: { legalDocument: documentError.description } };
  }
  const parsed = await parseCompany(values);
  if (parsed.success) return { ok: true, data: toCompanyData(values) };
  const fieldErrors: CompanyFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isCompanyField(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? requiredFieldMessage;
  return { ok: false, toast: { title: invalidDataToastTitle, description: first }, fieldErrors };
}

/** Whether the autosave may send the values to the server (docs/product/screens.md: after a 1 s pause). */
export async function isCompanyComplete(values: CompanyValues): Promise<boolean> {
  return (await parseCompany(values)).success;
}

function isCompanyField(value: unknown): value is CompanyField {
  return value === "name" || value === "legalDocument" || value === "email" || value === "phone" || value === "instagramHandle";
}
