import type { AccountType } from "./account-type";

// Onboarding step 2 "Empresa" (docs/product/screens.md "Validation"): its labels, messages and
// required fields. The schema (company.ts) parses the form in the browser and the request on
// the server; this module holds no zod, so the form can show before zod loads.

// docs/product/screens.md, verbatim: the toast when a required field is empty.
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
