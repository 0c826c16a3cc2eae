import { isPlanId, type PlanId } from "@core/plans/catalogue";

// docs/product/screens.md "Onboarding": four steps; choosing a plan goes to step 2, saving company data
// to step 3, saving goals to step 4, Voltar goes back one step.
export const onboardingSteps = [
  { step: 1, title: "Plano" },
  { step: 2, title: "Empresa" },
  { step: 3, title: "Objetivos" },
  { step: 4, title: "Pagamento" },
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number]["step"];
export const onboardingStepCount = onboardingSteps.length;

/** The address's query parameter holding the step (/onboarding?etapa=2), so each step is a page of the browser's history. */
export const stepParam = "etapa";

/** What the wizard knows is done: the plan chosen (it lives in the browser until payment), the company and the goals saved. */
export type WizardProgress = { readonly planId: PlanId | null; readonly companySaved: boolean; readonly goalsSaved: boolean };

export function describeStepProgress(step: OnboardingStep): { text: string; percent: number } {
  return { text: `Etapa ${step} de ${onboardingStepCount}`, percent: (step / onboardingStepCount) * 100 };
}

/** The plan a person starts with: ?plan=, else the local draft's, else the subscription's. */
export function pickStartingPlan(input: {
  planFromUrl: string | null;
  draftPlan: string | null;
  subscriptionPlan: string | null;
}): PlanId | null {
  return [input.planFromUrl, input.draftPlan, input.subscriptionPlan].find(isPlanId) ?? null;
}

/** What the server's step says is saved (1: no profile, 3: no goals, 4: not paid). */
export function progressFromServer(serverStep: 1 | 3 | 4, planId: PlanId | null): WizardProgress {
  return { planId, companySaved: serverStep >= 3, goalsSaved: serverStep === 4 };
}

/**
 * Where a visit starts (docs/product/screens.md "Onboarding"): the server's step (1: no profile, 3: no goals,
 * 4: not paid) when the plan is known, else the plan first.
 */
export function startStep(serverStep: 1 | 3 | 4, planId: PlanId | null): OnboardingStep {
  return serverStep === 1 || planId === null ? 1 : serverStep;
}

/** The first step whose data is missing: the furthest a person may be. */
export function firstIncompleteStep(progress: WizardProgress): OnboardingStep {
  if (progress.planId === null) return 1;
  if (!progress.companySaved) return 2;
  if (!progress.goalsSaved) return 3;
  return 4;
}

/**
 * The step to show for the address's ?etapa=: without one, the step the visit started at (the
 * address it was opened with, which Back returns to); a step whose steps before it are done;
 * any other (a later step, or not a step) is the first incomplete one.
 */
export function resolveStep(param: string | null, progress: WizardProgress, start: OnboardingStep): OnboardingStep {
  if (param === null) return start;
  const furthest = firstIncompleteStep(progress);
  const asked = onboardingSteps.find(({ step }) => String(step) === param)?.step;
  return asked !== undefined && asked <= furthest ? asked : furthest;
}
