import { z } from "zod";
import type { AccountType } from "./account-type";
import { validateLegalDocument } from "./document";
import { emailSchema } from "./email";
import { visibleName } from "./invisible-characters";
import { onboardingInstagramHandleSchema } from "./instagram-username";
import { phoneSchema } from "./phone";

// Onboarding step 2 "Empresa" (spec §3 company data, §5 rules). The same schema parses the
// form in the browser and the request on the server.

// Spec §5, verbatim: the toast when a required field is empty.
export const requiredFieldsToast = {
  title: "Campos obrigatórios",
  description: "Por favor, preencha todos os campos obrigatórios",
} as const;

export const requiredFieldMessage = "Campo obrigatório.";
export const accountTypeMessage = "Escolha Conta Empresarial ou Conta Pessoal.";
export const companyNameMaxLength = 150;
export const companyNameTooLongMessage = `Use no máximo ${companyNameMaxLength} caracteres.`;

export const companyNameLabels: Readonly<Record<AccountType, string>> = {
  business: "Razão social",
  personal: "Nome completo",
};

export const legalDocumentLabels: Readonly<Record<AccountType, string>> = {
  business: "CNPJ",
  personal: "CPF",
};

export const legalDocumentPlaceholders: Readonly<Record<AccountType, string>> = {
  business: "00.000.000/0000-00",
  personal: "000.000.000-00",
};

export const companyRequiredFields = ["name", "legalDocument", "email", "phone"] as const;
export type CompanyRequiredField = (typeof companyRequiredFields)[number];

/** The required fields left empty (blank counts as empty); any -> show requiredFieldsToast. */
export function findMissingCompanyFields(
  data: Partial<Record<CompanyRequiredField, string | null | undefined>>,
): CompanyRequiredField[] {
  return companyRequiredFields.filter((field) => (data[field] ?? "").trim().length === 0);
}

function requiredText() {
  return z.string({ error: requiredFieldMessage }).trim().min(1, { error: requiredFieldMessage });
}

function legalDocumentFor(accountType: AccountType) {
  return requiredText()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const error = validateLegalDocument(accountType, value);
      // The issue carries the toast title too, for screens that show { title, description }.
      if (error) ctx.addIssue({ code: "custom", message: error.description, params: { title: error.title } });
    });
}

const sharedFields = {
  name: requiredText().max(companyNameMaxLength, { error: companyNameTooLongMessage }).check(visibleName),
  email: requiredText().pipe(emailSchema),
  phone: requiredText().pipe(phoneSchema),
  instagramHandle: onboardingInstagramHandleSchema,
};

export const companyDataSchema = z.discriminatedUnion(
  "accountType",
  [
    z.object({ accountType: z.literal("business"), legalDocument: legalDocumentFor("business"), ...sharedFields }),
    z.object({ accountType: z.literal("personal"), legalDocument: legalDocumentFor("personal"), ...sharedFields }),
  ],
  { error: accountTypeMessage },
);

/** What the form holds (all strings, as typed and masked). */
export type CompanyDataInput = z.input<typeof companyDataSchema>;
/** What the server stores: trimmed, e-mail lower-cased, phone masked, handle without '@'. */
export type CompanyData = z.output<typeof companyDataSchema>;
