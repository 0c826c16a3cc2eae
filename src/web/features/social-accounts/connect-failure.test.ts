import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { describeConnectFailure } from "./connect-failure";

describe("describeConnectFailure", () => {
  it("refuses a duplicate with the spec's title and text", () => {
    const error = new ApiError("CONFLICT", "O Instagram @natgeo já está conectado.", 409, { reason: "ALREADY_CONNECTED" });
    expect(describeConnectFailure(error, "natgeo")).toEqual({
      kind: "toast",
      title: "Conta já conectada",
      description: "O Instagram @natgeo já está conectado.",
    });
  });

  it("puts the server's username message under the field", () => {
    const message = "O nome de usuário não pode ter dois pontos seguidos.";
    const error = new ApiError("INVALID_INPUT", message, 400, { fields: { username: message } });
    expect(describeConnectFailure(error, "a..b")).toEqual({ kind: "field", message });
  });

  it("shows the plan limit message, which names the plan to upgrade to", () => {
    const message = "Seu plano Inteligram Start permite 1 conta. Faça upgrade para o Inteligram Go para conectar até 3.";
    expect(describeConnectFailure(new ApiError("PLAN_LIMIT", message, 403), "outra")).toEqual({
      kind: "toast",
      title: "Erro na conexão",
      description: message,
    });
  });

  it("sends someone without a plan to choose one", () => {
    const error = new ApiError("FORBIDDEN", "Você precisa de um plano ativo.", 403, { reason: "NO_PLAN" });
    expect(describeConnectFailure(error, "natgeo")).toEqual({ kind: "needs-plan", message: "Você precisa de um plano ativo." });
  });

  it("asks a signed-out person to log in", () => {
    expect(describeConnectFailure(new ApiError("UNAUTHENTICATED", "Sem sessão.", 401))).toMatchObject({
      description: "Você precisa estar logado para conectar o Instagram.",
    });
  });

  it.each([
    [new ApiError("NETWORK", "offline", 0)],
    [new ApiError("INTERNAL", "boom", 500)],
    [new ApiError("FORBIDDEN", "Proibido.", 403)],
    [new Error("unexpected")],
  ])("falls back to the spec's connection error for %s", (error) => {
    expect(describeConnectFailure(error, "natgeo")).toEqual({
      kind: "toast",
      title: "Erro na conexão",
      description: "Não foi possível conectar o Instagram. Tente novamente.",
    });
  });
});
