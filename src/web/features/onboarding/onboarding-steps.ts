import { isPlanId, type PlanId } from "@core/plans/catalogue";

// Spec §2 / §4 "Onboarding": four steps; choosing a plan goes to step 2, saving company data
// to step 3, saving goals to step 4, Voltar goes back one step.
export const onboardingSteps = [
  { step: 1, title: "Plano" },
  { step: 2, title: "Empresa" },
  { step: 3, title: "Objetivos" },
  { step: 4, title: "Pagamento" },
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number]["step"];
export const onboardingStepCount = onboardingSteps.length;

export type WizardState = { readonly step: OnboardingStep; readonly planId: PlanId | null };

export type WizardAction =
  | { readonly type: "choosePlan"; readonly planId: PlanId }
  | { readonly type: "companySaved" }
  | { readonly type: "goalsSaved" }
  | { readonly type: "back" };

export function describeStepProgress(step: OnboardingStep): { text: string; percent: number } {
  return { text: `Etapa ${step} de ${onboardingStepCount}`, percent: (step / onboardingStepCount) * 100 };
}

/**
 * Where the wizard starts. The server decides what exists (1: no profile, 3: no goals,
 * 4: not paid); the plan is chosen in the browser, so a later step needs one to be known
 * (?plan=, the local draft, or the subscription), else the user starts by choosing it.
 */
export function startWizard(input: {
  serverStep: 1 | 3 | 4;
  planFromUrl: string | null;
  draftPlan: string | null;
  subscriptionPlan: string | null;
}): WizardState {
  const planId = [input.planFromUrl, input.draftPlan, input.subscriptionPlan].find(isPlanId) ?? null;
  if (input.serverStep === 1 || planId === null) return { step: 1, planId };
  return { step: input.serverStep, planId };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "choosePlan":
      return { step: 2, planId: action.planId };
    case "companySaved":
      return state.step === 2 ? { ...state, step: 3 } : state;
    case "goalsSaved":
      return state.step === 3 ? { ...state, step: 4 } : state;
    case "back":
      return state.step > 1 ? { ...state, step: (state.step - 1) as OnboardingStep } : state;
  }
}
