import { describe, expect, it } from "vitest";
import { policyTexts } from "./policy-texts";

describe("legal figures in pt-BR (docs/product/plans-and-limits.md)", () => {
  it.each([
    ["analyticsRetention", "3 anos"],
    ["logRetention", "1 ano"],
    ["dpoReply", "15 dias úteis"],
    ["changeNotice", "30 dias"],
    ["refundWindow", "7 dias"],
    ["suspensionAfterOverdue", "7 dias"],
    ["deletionAfterOverdue", "30 dias"],
    ["uptime", "99,5%"],
    ["apiLimit", "1.000 requisições por hora"],
    ["updatedOn", "22/11/2026"],
  ] as const)("%s reads %s", (key, text) => {
    expect(policyTexts[key]).toBe(text);
  });
});
