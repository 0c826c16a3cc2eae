import { describe, expect, it } from "vitest";
import { describePlanLimit, findCheapestPlanAllowing, getPlanLimit, isWithinPlanLimit } from "./plan-limits";

describe("findCheapestPlanAllowing", () => {
  it.each([
    ["accountsPerNetwork", 0, "basic"],
    ["accountsPerNetwork", 1, "basic"],
    ["accountsPerNetwork", 2, "advanced"],
    ["accountsPerNetwork", 3, "advanced"],
    ["accountsPerNetwork", 4, "sparks_pro"],
    ["accountsPerNetwork", 5, "sparks_pro"],
    ["accountsPerNetwork", 6, undefined],
    ["teamSeats", 2, "advanced"],
    ["teamSeats", 5, "sparks_pro"],
    ["competitors", 3, "basic"],
    ["competitors", 4, "advanced"],
    ["competitors", 10, "sparks_pro"],
    ["competitors", 11, undefined],
  ] as const)("%s = %i -> %s", (limit, count, expected) => {
    expect(findCheapestPlanAllowing(limit, count)?.id).toBe(expected);
  });
});

describe("getPlanLimit / isWithinPlanLimit", () => {
  it("reads the catalogue", () => {
    expect(getPlanLimit("basic", "accountsPerNetwork")).toBe(1);
    expect(getPlanLimit("advanced", "competitors")).toBe(5);
    expect(getPlanLimit("sparks_pro", "teamSeats")).toBe(5);
  });

  it.each([
    ["basic", 1, true],
    ["basic", 2, false],
    ["advanced", 3, true],
    ["advanced", 4, false],
    ["sparks_pro", 5, true],
    ["sparks_pro", 6, false],
  ] as const)("%s with %i accounts per network -> %s", (planId, count, expected) => {
    expect(isWithinPlanLimit(planId, "accountsPerNetwork", count)).toBe(expected);
  });
});

describe("describePlanLimit", () => {
  it.each([
    [
      "basic",
      "accountsPerNetwork",
      undefined,
      "Seu plano Inteligram Start permite 1 conta por rede. Faça upgrade para o Inteligram Go para conectar até 3.",
    ],
    [
      "basic",
      "accountsPerNetwork",
      4,
      "Seu plano Inteligram Start permite 1 conta por rede. Faça upgrade para o Inteligram Pro para conectar até 5.",
    ],
    [
      "advanced",
      "accountsPerNetwork",
      undefined,
      "Seu plano Inteligram Go permite até 3 contas por rede. Faça upgrade para o Inteligram Pro para conectar até 5.",
    ],
    ["sparks_pro", "accountsPerNetwork", undefined, "Seu plano Inteligram Pro permite até 5 contas por rede."],
    ["basic", "accountsPerNetwork", 9, "Seu plano Inteligram Start permite 1 conta por rede."],
    [
      "basic",
      "teamSeats",
      undefined,
      "Seu plano Inteligram Start permite 1 usuário. Faça upgrade para o Inteligram Go para ter até 3.",
    ],
    [
      "basic",
      "competitors",
      undefined,
      "Seu plano Inteligram Start permite até 3 concorrentes. Faça upgrade para o Inteligram Go para monitorar até 5.",
    ],
    ["sparks_pro", "competitors", 11, "Seu plano Inteligram Pro permite até 10 concorrentes."],
  ] as const)("%s %s (requested %s)", (planId, limit, requested, message) => {
    expect(describePlanLimit(planId, limit, requested)).toBe(message);
  });
});
