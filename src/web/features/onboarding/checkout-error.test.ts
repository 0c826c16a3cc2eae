import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { changePlanPath, describeCheckoutError } from "./checkout-error";

describe("describeCheckoutError", () => {
  it("shows the server's message", () => {
    const error = new ApiError("CONFLICT", "Você já tem uma assinatura ativa. Gerencie seu plano em Meu Plano.", 409);
    expect(describeCheckoutError(error)).toBe("Você já tem uma assinatura ativa. Gerencie seu plano em Meu Plano.");
  });

  it("falls back to the spec's text for an internal error or anything else", () => {
    expect(describeCheckoutError(new ApiError("INTERNAL", "Ocorreu um erro inesperado.", 500))).toBe(
      "Ocorreu um erro ao processar o pagamento",
    );
    expect(describeCheckoutError(new TypeError("boom"))).toBe("Ocorreu um erro ao processar o pagamento");
  });
});

describe("changePlanPath", () => {
  it("sends a checkout refused because a plan is live to Meu Plano's plan change for that plan", () => {
    const error = new ApiError("CONFLICT", "Você já tem uma assinatura ativa.", 409, { reason: "ALREADY_SUBSCRIBED" });
    expect(changePlanPath(error, "sparks_pro")).toBe("/admin/my-plan?mudar=sparks_pro");
  });

  it("leaves any other failure to the payment error toast", () => {
    expect(changePlanPath(new ApiError("CONFLICT", "Outro conflito.", 409), "basic")).toBeNull();
    expect(changePlanPath(new TypeError("boom"), "basic")).toBeNull();
  });
});
