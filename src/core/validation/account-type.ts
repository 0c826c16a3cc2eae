// docs/product/screens.md: a profile is a business (CNPJ, legal name) or a person (CPF, full name).
export const accountTypes = ["business", "personal"] as const;
export type AccountType = (typeof accountTypes)[number];

export const accountTypeLabels: Readonly<Record<AccountType, string>> = {
  business: "Conta Empresarial",
  personal: "Conta Pessoal",
};

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === "string" && (accountTypes as readonly string[]).includes(value);
}
