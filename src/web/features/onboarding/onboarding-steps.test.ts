import { describe, expect, it } from "vitest";
import {
  describeStepProgress,
  firstIncompleteStep,
  pickStartingPlan,
  progressFromServer,
  resolveStep,
  startStep,
  type WizardProgress,
} from "./onboarding-steps";

const noPlans = { planFromUrl: null, draftPlan: null, subscriptionPlan: null };

describe("pickStartingPlan", () => {
  it("takes the ?plan= and ignores an unknown one", () => {
    expect(pickStartingPlan({ ...noPlans, planFromUrl: "advanced" })).toBe("advanced");
    expect(pickStartingPlan({ ...noPlans, planFromUrl: "gratis" })).toBeNull();
  });

  it("prefers ?plan= over the draft and the draft over the subscription", () => {
    expect(pickStartingPlan({ planFromUrl: "basic", draftPlan: "advanced", subscriptionPlan: "sparks_pro" })).toBe("basic");
    expect(pickStartingPlan({ planFromUrl: null, draftPlan: "advanced", subscriptionPlan: "sparks_pro" })).toBe("advanced");
    expect(pickStartingPlan({ ...noPlans, subscriptionPlan: "sparks_pro" })).toBe("sparks_pro");
  });
});

describe("progressFromServer", () => {
  it.each([
    [1, { companySaved: false, goalsSaved: false }],
    [3, { companySaved: true, goalsSaved: false }],
    [4, { companySaved: true, goalsSaved: true }],
  ] as const)("server step %i says what is saved", (serverStep, saved) => {
    expect(progressFromServer(serverStep, "basic")).toEqual({ planId: "basic", ...saved });
  });
});

describe("firstIncompleteStep", () => {
  it.each([
    [{ planId: null, companySaved: true, goalsSaved: true }, 1],
    [{ planId: "basic", companySaved: false, goalsSaved: false }, 2],
    [{ planId: "basic", companySaved: true, goalsSaved: false }, 3],
    [{ planId: "basic", companySaved: true, goalsSaved: true }, 4],
  ] as const)("%j -> step %i", (progress, step) => {
    expect(firstIncompleteStep(progress)).toBe(step);
  });
});

describe("startStep", () => {
  it("starts at the server's step when the plan is known, else at the plan", () => {
    expect(startStep(1, "advanced")).toBe(1);
    expect(startStep(3, "basic")).toBe(3);
    expect(startStep(4, "sparks_pro")).toBe(4);
    expect(startStep(4, null)).toBe(1);
  });
});

describe("resolveStep (?etapa=)", () => {
  const planChosen: WizardProgress = { planId: "advanced", companySaved: false, goalsSaved: false };
  const allSaved: WizardProgress = { planId: "advanced", companySaved: true, goalsSaved: true };

  it("shows the step in the address when the steps before it are done", () => {
    expect(resolveStep("2", planChosen, 1)).toBe(2);
    expect(resolveStep("1", allSaved, 4)).toBe(1);
    expect(resolveStep("3", allSaved, 4)).toBe(3);
    expect(resolveStep("4", allSaved, 1)).toBe(4);
  });

  it("shows the step the visit started at when the address names none", () => {
    expect(resolveStep(null, planChosen, 1)).toBe(1);
    expect(resolveStep(null, allSaved, 3)).toBe(3);
  });

  it("sends a step that cannot be reached yet to the first incomplete one", () => {
    expect(resolveStep("3", planChosen, 1)).toBe(2);
    expect(resolveStep("4", planChosen, 1)).toBe(2);
    expect(resolveStep("2", { ...allSaved, planId: null }, 1)).toBe(1);
  });

  it.each(["", "0", "5", "2.5", "dois", " 2"])("reads %j as no reachable step: the first incomplete one", (param) => {
    expect(resolveStep(param, { ...allSaved, goalsSaved: false }, 1)).toBe(3);
  });
});

describe("describeStepProgress", () => {
  it.each([
    [1, "Etapa 1 de 4", 25],
    [4, "Etapa 4 de 4", 100],
  ] as const)("step %i reads '%s'", (step, text, percent) => {
    expect(describeStepProgress(step)).toEqual({ text, percent });
  });
});
