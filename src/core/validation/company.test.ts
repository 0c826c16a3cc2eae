import { describe, expect, it } from "vitest";
import {
  accountTypeMessage,
  companyDataSchema,
  findMissingCompanyFields,
  requiredFieldMessage,
  requiredFieldsToast,
  type CompanyDataInput,
} from "./company";
import { cnpjCheckDigitsError, cnpjFormatError, cpfFormatError } from "./document";
import { invalidEmailMessage } from "./email";
import { instagramUsernameMessages } from "./instagram-username";
import { phoneMessages } from "./phone";

const business: CompanyDataInput = {
  accountType: "business",
  name: "  Café Aurora Ltda ",
  legalDocument: "11.222.333/0001-81",
  email: " Contato@CafeAurora.com.br ",
  phone: "11987654321",
  instagramHandle: "@cafeaurora",
};

const personal: CompanyDataInput = {
  accountType: "personal",
  name: "Ana Souza",
  legalDocument: "529.982.247-25",
  email: "ana@exemplo.com",
  phone: "(21) 2345-6789",
};

function firstIssue(input: unknown) {
  return companyDataSchema.safeParse(input).error?.issues[0];
}

describe("companyDataSchema", () => {
  it("normalises a valid business", () => {
    expect(companyDataSchema.parse(business)).toEqual({
      accountType: "business",
      name: "Café Aurora Ltda",
      legalDocument: "11.222.333/0001-81",
      email: "contato@cafeaurora.com.br",
      phone: "(11) 98765-4321",
      instagramHandle: "cafeaurora",
    });
  });

  it("accepts a person without an Instagram handle", () => {
    expect(companyDataSchema.parse(personal)).toEqual({ ...personal, instagramHandle: undefined });
  });

  it("upper-cases an alphanumeric CNPJ", () => {
    expect(companyDataSchema.parse({ ...business, legalDocument: "12.abc.345/01de-35" }).legalDocument).toBe(
      "12.ABC.345/01DE-35",
    );
  });

  it.each([
    ["a CNPJ without the mask", { ...business, legalDocument: "11222333000181" }, ["legalDocument"], cnpjFormatError],
    [
      "a CNPJ with wrong check digits",
      { ...business, legalDocument: "11.222.333/0001-82" },
      ["legalDocument"],
      cnpjCheckDigitsError,
    ],
    ["a CNPJ on a personal account", { ...personal, legalDocument: "11.222.333/0001-81" }, ["legalDocument"], cpfFormatError],
  ])("refuses %s with the document toast", (_, input, path, error) => {
    const issue = firstIssue(input);
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(error.description);
    expect(issue && "params" in issue ? issue.params : undefined).toEqual({ title: error.title });
  });

  it.each([
    ["an empty name", { ...business, name: "   " }, "name", requiredFieldMessage],
    ["an empty document", { ...business, legalDocument: "" }, "legalDocument", requiredFieldMessage],
    ["an empty e-mail", { ...business, email: "" }, "email", requiredFieldMessage],
    ["an empty phone", { ...business, phone: " " }, "phone", requiredFieldMessage],
    ["a missing phone", { ...business, phone: undefined }, "phone", requiredFieldMessage],
    ["a bad e-mail", { ...business, email: "contato@" }, "email", invalidEmailMessage],
    ["a bad phone", { ...business, phone: "(10) 98765-4321" }, "phone", phoneMessages.areaCode],
    ["a bad handle", { ...business, instagramHandle: "@.cafe" }, "instagramHandle", instagramUsernameMessages.edgeDot],
    ["a name over 150 characters", { ...business, name: "a".repeat(151) }, "name", "Use no máximo 150 caracteres."],
  ])("refuses %s", (_, input, field, message) => {
    const issue = firstIssue(input);
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it("refuses an unknown account type", () => {
    expect(firstIssue({ ...business, accountType: "company" })?.message).toBe(accountTypeMessage);
  });

  it("reports every bad field at once", () => {
    const issues = companyDataSchema.safeParse({ ...business, name: "", email: "x", phone: "" }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path[0]).sort()).toEqual(["email", "name", "phone"]);
  });
});

describe("required fields (docs/product/screens.md)", () => {
  it("has the spec's toast", () => {
    expect(requiredFieldsToast).toEqual({
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos obrigatórios",
    });
  });

  it.each([
    [{ name: "A", legalDocument: "B", email: "C", phone: "D" }, []],
    [{ name: " ", legalDocument: "B", email: "C", phone: "D" }, ["name"]],
    [{ name: "A", legalDocument: "B" }, ["email", "phone"]],
    [{ name: null, legalDocument: "", email: undefined, phone: "" }, ["name", "legalDocument", "email", "phone"]],
  ])("findMissingCompanyFields(%j) -> %j", (data, missing) => {
    expect(findMissingCompanyFields(data)).toEqual(missing);
  });
});
