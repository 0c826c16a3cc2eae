import { describe, expect, it } from "vitest";
import { describePlanChangeRefusal } from "./plan-change-refusal";

const fits = { accounts: 1, seats: 1, competitors: 0 };

describe("describePlanChangeRefusal", () => {
  it("lets a workspace that fits the plan move to it", () => {
    expect(describePlanChangeRefusal("basic", fits)).toBeNull();
    expect(describePlanChangeRefusal("sparks_pro", { accounts: 3, seats: 5, competitors: 10 })).toBeNull();
  });

  it("names the first limit the workspace is over, accounts before people before competitors", () => {
    expect(describePlanChangeRefusal("basic", { accounts: 2, seats: 3, competitors: 4 })?.message).toBe(
      "O Inteligram Start permite 1 conta por rede e você tem 2 conectadas. Desconecte contas antes de mudar de plano.",
    );
    expect(describePlanChangeRefusal("advanced", { ...fits, seats: 4 })?.message).toBe(
      "O Inteligram Go permite até 3 usuários e sua equipe tem 4, contando os convites pendentes. Remova membros ou cancele convites antes de mudar de plano.",
    );
  });

  it("marks a refusal for competitors, which the client can act on", () => {
    const refusal = describePlanChangeRefusal("advanced", { ...fits, competitors: 6 });
    expect(refusal).toEqual({ message: expect.stringContaining("O Inteligram Go permite até 5 concorrentes"), reason: "COMPETITOR_LIMIT" });
  });
});
