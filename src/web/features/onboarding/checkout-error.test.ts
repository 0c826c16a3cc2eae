import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { describeCheckoutError } from "./checkout-error";

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
