import { describe, expect, it } from "vitest";
import { describeStepProgress, startWizard, type WizardState, wizardReducer } from "./onboarding-steps";

const noPlans = { planFromUrl: null, draftPlan: null, subscriptionPlan: null };

describe("startWizard", () => {
  it("starts at step 1 with the ?plan= preselected", () => {
    expect(startWizard({ ...noPlans, serverStep: 1, planFromUrl: "advanced" })).toEqual({ step: 1, planId: "advanced" });
  });

  it("ignores an unknown ?plan=", () => {
    expect(startWizard({ ...noPlans, serverStep: 1, planFromUrl: "gratis" })).toEqual({ step: 1, planId: null });
  });

  it("resumes at the server's step when a plan is known", () => {
    expect(startWizard({ ...noPlans, serverStep: 3, draftPlan: "basic" })).toEqual({ step: 3, planId: "basic" });
    expect(startWizard({ ...noPlans, serverStep: 4, subscriptionPlan: "sparks_pro" })).toEqual({
      step: 4,
      planId: "sparks_pro",
    });
  });

  it("prefers ?plan= over the draft and the draft over the subscription", () => {
    expect(startWizard({ serverStep: 4, planFromUrl: "basic", draftPlan: "advanced", subscriptionPlan: "sparks_pro" }))
      .toEqual({ step: 4, planId: "basic" });
    expect(startWizard({ serverStep: 4, planFromUrl: null, draftPlan: "advanced", subscriptionPlan: "sparks_pro" }))
      .toEqual({ step: 4, planId: "advanced" });
  });

  it("asks for the plan first when a later step has none", () => {
    expect(startWizard({ ...noPlans, serverStep: 4 })).toEqual({ step: 1, planId: null });
  });
});

describe("wizardReducer", () => {
  const at = (step: WizardState["step"]): WizardState => ({ step, planId: "advanced" });

  it("goes to step 2 when a plan is chosen", () => {
    expect(wizardReducer({ step: 1, planId: null }, { type: "choosePlan", planId: "basic" })).toEqual({
      step: 2,
      planId: "basic",
    });
  });

  it("goes to step 3 after the company is saved and to step 4 after the goals", () => {
    expect(wizardReducer(at(2), { type: "companySaved" }).step).toBe(3);
    expect(wizardReducer(at(3), { type: "goalsSaved" }).step).toBe(4);
  });

  it("ignores a save that arrives after the user left its step", () => {
    expect(wizardReducer(at(1), { type: "companySaved" })).toEqual(at(1));
    expect(wizardReducer(at(2), { type: "goalsSaved" })).toEqual(at(2));
  });

  it("goes back one step and never before step 1", () => {
    expect(wizardReducer(at(4), { type: "back" })).toEqual(at(3));
    expect(wizardReducer(at(2), { type: "back" })).toEqual(at(1));
    expect(wizardReducer(at(1), { type: "back" })).toEqual(at(1));
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
