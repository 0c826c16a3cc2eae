import { describe, expect, it } from "vitest";
import { describePlanChangeRefusal } from "./plan-change-refusal";

const fits = { accountsPerNetwork: { instagram: 1, tiktok: 0 }, seats: 1, competitors: 0 };

describe("describePlanChangeRefusal", () => {
  it("lets a workspace that fits the plan move to it", () => {
    expect(describePlanChangeRefusal("basic", fits)).toBeNull();
    expect(
      describePlanChangeRefusal("sparks_pro", { accountsPerNetwork: { instagram: 5, tiktok: 5 }, seats: 5, competitors: 10 }),
    ).toBeNull();
  });

  it.each([
    ["basic", { instagram: 1, tiktok: 1 }],
    ["advanced", { instagram: 3, tiktok: 3 }],
    ["sparks_pro", { instagram: 5, tiktok: 1 }],
  ] as const)("counts the accounts per network, not in total: %s fits %j", (planId, accountsPerNetwork) => {
    expect(describePlanChangeRefusal(planId, { ...fits, accountsPerNetwork })).toBeNull();
  });

  it.each([
    [
      "basic",
      { instagram: 2, tiktok: 1 },
      "O Inteligram Start permite 1 conta por rede e você tem 2 contas do Instagram conectadas. Desconecte contas antes de mudar de plano.",
    ],
    [
      "advanced",
      { instagram: 0, tiktok: 4 },
      "O Inteligram Go permite até 3 contas por rede e você tem 4 contas do TikTok conectadas. Desconecte contas antes de mudar de plano.",
    ],
    [
      "basic",
      { instagram: 2, tiktok: 3 },
      "O Inteligram Start permite 1 conta por rede e você tem 2 contas do Instagram e 3 do TikTok conectadas. Desconecte contas antes de mudar de plano.",
    ],
  ] as const)("names the network over %s's limit (%j)", (planId, accountsPerNetwork, message) => {
    expect(describePlanChangeRefusal(planId, { ...fits, accountsPerNetwork })?.message).toBe(message);
  });

  it("names the first limit the workspace is over, accounts before people before competitors", () => {
    expect(
      describePlanChangeRefusal("basic", { accountsPerNetwork: { instagram: 2, tiktok: 0 }, seats: 3, competitors: 4 })?.message,
    ).toMatch(/^O Inteligram Start permite 1 conta por rede/);
    expect(describePlanChangeRefusal("advanced", { ...fits, seats: 4 })?.message).toBe(
      "O Inteligram Go permite até 3 usuários e sua equipe tem 4, contando os convites pendentes. Remova membros ou cancele convites antes de mudar de plano.",
    );
  });

  it("marks a refusal for competitors, which the client can act on", () => {
    const refusal = describePlanChangeRefusal("advanced", { ...fits, competitors: 6 });
    expect(refusal).toEqual({
      message: expect.stringContaining("O Inteligram Go permite até 5 concorrentes"),
      reason: "COMPETITOR_LIMIT",
    });
  });
});
