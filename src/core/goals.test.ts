import { describe, expect, it } from "vitest";
import { businessGoalsSchema, getGoal, goalIds, goals, goalsInvalidMessage, goalsRequiredMessage, isGoalId } from "./goals";

describe("goals", () => {
  it("has the spec's six goal ids in order", () => {
    expect(goalIds).toEqual(["growth", "engagement", "sales", "analytics", "competitor", "visibility"]);
    expect(goals.map((goal) => goal.id)).toEqual([...goalIds]);
  });

  it.each([
    ["growth", "Crescer seguidores"],
    ["engagement", "Aumentar engajamento"],
    ["sales", "Aumentar vendas"],
    ["analytics", "Entender meus dados"],
    ["competitor", "Monitorar concorrentes"],
    ["visibility", "Ganhar visibilidade"],
  ] as const)("%s is labelled %j", (id, label) => {
    expect(getGoal(id).label).toBe(label);
  });

  it("describes each goal in one line", () => {
    for (const goal of goals) {
      expect(goal.description.length).toBeGreaterThan(10);
      expect(goal.description).not.toContain("\n");
      expect(goal.description).toMatch(/\.$/);
    }
  });

  it.each([
    ["growth", true],
    ["visibility", true],
    ["crescimento", false],
    [null, false],
  ])("isGoalId(%j) -> %s", (value, expected) => {
    expect(isGoalId(value)).toBe(expected);
  });
});

describe("businessGoalsSchema (docs/product/screens.md: at least one)", () => {
  it.each([
    [["sales"], ["sales"]],
    [
      ["visibility", "growth"],
      ["growth", "visibility"],
    ],
    [["sales", "sales"], ["sales"]],
    [[...goalIds], [...goalIds]],
  ])("parses %j as %j", (selected, parsed) => {
    expect(businessGoalsSchema.parse(selected)).toEqual(parsed);
  });

  it.each([
    ["none", [], goalsRequiredMessage],
    ["missing", undefined, goalsRequiredMessage],
    ["an unknown goal", ["growth", "fame"], goalsInvalidMessage],
  ])("refuses %s", (_, selected, message) => {
    expect(businessGoalsSchema.safeParse(selected).error?.issues[0]?.message).toBe(message);
  });
});
