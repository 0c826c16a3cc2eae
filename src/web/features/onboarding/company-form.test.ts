import { cnpjCheckDigitsError, cnpjFormatError, cpfCheckDigitsError, cpfFormatError } from "@core/validation/document";
import { describe, expect, it } from "vitest";
import { applyCompanyInput, checkCompanyForm, clearDocumentError, isCompanyComplete, switchAccountType } from "./company-form";
import { type CompanyValues, emptyCompanyValues } from "./onboarding-draft";

const business: CompanyValues = {
  accountType: "business",
  name: "Café Aurora Ltda",
  legalDocument: "11.222.333/0001-81",
  otherLegalDocument: "",
  email: "contato@cafeaurora.com.br",
  phone: "(11) 98765-4321",
  instagramHandle: "cafeaurora",
};

const { otherLegalDocument: _setAside, ...businessData } = business;

describe("applyCompanyInput", () => {
  it("masks a CNPJ as it is typed and cuts it to 14 digits", () => {
    expect(applyCompanyInput(emptyCompanyValues, "legalDocument", "112223330001819").legalDocument).toBe("11.222.333/0001-81");
  });

  it("masks a CPF as it is typed and cuts it to 11 digits", () => {
    const personal = { ...emptyCompanyValues, accountType: "personal" as const };
    expect(applyCompanyInput(personal, "legalDocument", "529982247251").legalDocument).toBe("529.982.247-25");
  });

  it("masks the phone", () => {
    expect(applyCompanyInput(emptyCompanyValues, "phone", "11987654321").phone).toBe("(11) 98765-4321");
  });

  it("strips every '@' from the Instagram handle", () => {
    expect(applyCompanyInput(emptyCompanyValues, "instagramHandle", "@@cafe@aurora").instagramHandle).toBe("cafeaurora");
  });

  it("keeps the name as typed", () => {
    expect(applyCompanyInput(emptyCompanyValues, "name", " Ana ").name).toBe(" Ana ");
  });
});

describe("switchAccountType", () => {
  it("starts the CPF empty instead of cutting the CNPJ to 11 digits", () => {
    expect(switchAccountType(business, "personal")).toMatchObject({ accountType: "personal", legalDocument: "" });
  });

  it("brings back the whole CNPJ when switching back to Conta Empresarial", () => {
    const back = switchAccountType(switchAccountType(business, "personal"), "business");
    expect(back).toEqual(business);
  });

  it("keeps the CPF typed under Conta Pessoal for the next switch", () => {
    const personal = applyCompanyInput(switchAccountType(business, "personal"), "legalDocument", "52998224725");
    const again = switchAccountType(switchAccountType(personal, "business"), "personal");
    expect(again).toMatchObject({ legalDocument: "529.982.247-25", otherLegalDocument: "11.222.333/0001-81" });
  });

  it("changes nothing when the type shown is chosen again", () => {
    expect(switchAccountType(business, "business")).toBe(business);
  });
});

describe("clearDocumentError", () => {
  it("drops the other type's document error and keeps the rest", () => {
    const errors = { legalDocument: cnpjCheckDigitsError.description, phone: "Campo obrigatório." };
    expect(clearDocumentError(errors)).toEqual({ legalDocument: undefined, phone: "Campo obrigatório." });
  });
});

describe("checkCompanyForm", () => {
  it("accepts a complete business", async () => {
    expect(await checkCompanyForm(business)).toEqual({ ok: true, data: businessData });
  });

  it("sends only the shown type's document, not the one set aside", async () => {
    const personal = {
      ...business,
      accountType: "personal" as const,
      legalDocument: "529.982.247-25",
      otherLegalDocument: "11.222.333/0001-81",
    };
    const { otherLegalDocument: _cnpj, ...personalData } = personal;
    expect(await checkCompanyForm(personal)).toEqual({ ok: true, data: personalData });
  });

  it("accepts an empty Instagram handle (optional)", async () => {
    expect((await checkCompanyForm({ ...business, instagramHandle: "" })).ok).toBe(true);
  });

  it("asks for every missing required field with the spec's toast", async () => {
    const result = await checkCompanyForm({ ...business, name: " ", phone: "" });
    expect(result).toEqual({
      ok: false,
      toast: { title: "Campos obrigatórios", description: "Por favor, preencha todos os campos obrigatórios" },
      fieldErrors: { name: "Campo obrigatório.", phone: "Campo obrigatório." },
    });
  });

  it("refuses an incomplete CNPJ with the spec's format message", async () => {
    const result = await checkCompanyForm({ ...business, legalDocument: "11.222.333/0001" });
    expect(result).toMatchObject({ ok: false, toast: cnpjFormatError });
  });

  it("refuses a CNPJ whose check digits are wrong", async () => {
    const result = await checkCompanyForm({ ...business, legalDocument: "11.222.333/0001-82" });
    expect(result).toMatchObject({
      ok: false,
      toast: cnpjCheckDigitsError,
      fieldErrors: { legalDocument: cnpjCheckDigitsError.description },
    });
  });

  it("refuses an incomplete CPF with the spec's format message", async () => {
    const result = await checkCompanyForm({ ...business, accountType: "personal", legalDocument: "529.982.247" });
    expect(result).toMatchObject({ ok: false, toast: cpfFormatError });
  });

  it("refuses a CPF whose check digits are wrong", async () => {
    const result = await checkCompanyForm({ ...business, accountType: "personal", legalDocument: "529.982.247-26" });
    expect(result).toMatchObject({ ok: false, toast: cpfCheckDigitsError });
  });

  it("points at an invalid e-mail", async () => {
    const result = await checkCompanyForm({ ...business, email: "contato@" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual(["email"]);
  });
});

describe("isCompanyComplete", () => {
  it("is true only when the whole form would be accepted", async () => {
    expect(await isCompanyComplete(business)).toBe(true);
    expect(await isCompanyComplete({ ...business, phone: "(11) 9876" })).toBe(false);
  });
});
