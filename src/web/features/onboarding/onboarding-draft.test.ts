import { describe, expect, it } from "vitest";
import { parseOnboardingDraft } from "./onboarding-draft";

describe("parseOnboardingDraft", () => {
  it("reads a stored draft", () => {
    const company = {
      accountType: "personal",
      name: "Ana",
      legalDocument: "529.982.247-25",
      otherLegalDocument: "11.222.333/0001-81",
      email: "ana@exemplo.com",
      phone: "",
      instagramHandle: "",
    };
    expect(parseOnboardingDraft(JSON.stringify({ planId: "basic", company }))).toEqual({ planId: "basic", company });
  });

  it("reads a draft from before each type kept its own document, with nothing set aside", () => {
    const company = {
      accountType: "business",
      name: "X",
      legalDocument: "11.222.333/0001-81",
      email: "",
      phone: "",
      instagramHandle: "",
    };
    expect(parseOnboardingDraft(JSON.stringify({ company })).company).toEqual({ ...company, otherLegalDocument: "" });
  });

  it.each([null, "", "{", "42", "null"])("returns an empty draft for %j", (raw) => {
    expect(parseOnboardingDraft(raw)).toEqual({ planId: null, company: null });
  });

  it("drops an unknown plan and a company without an account type", () => {
    expect(parseOnboardingDraft(JSON.stringify({ planId: "free", company: { name: "X" } }))).toEqual({
      planId: null,
      company: null,
    });
  });

  it("fills missing or non-text fields with empty strings", () => {
    expect(parseOnboardingDraft(JSON.stringify({ company: { accountType: "business", name: 7 } })).company).toEqual({
      accountType: "business",
      name: "",
      legalDocument: "",
      otherLegalDocument: "",
      email: "",
      phone: "",
      instagramHandle: "",
    });
  });
});
