import { type GoalId, isGoalId } from "@core/goal-catalog";
import { useEffect, useReducer, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { CompanyStep } from "./company-step";
import { GoalsStep } from "./goals-step";
import { type Onboarding, useOnboarding } from "./onboarding-api";
import {
  type CompanyValues,
  clearOnboardingDraft,
  emptyCompanyValues,
  readOnboardingDraft,
  writeOnboardingDraft,
} from "./onboarding-draft";
import { describeStepProgress, type OnboardingStep, onboardingSteps, startWizard, wizardReducer } from "./onboarding-steps";
import { PaymentStep } from "./payment-step";
import { PlanStep } from "./plan-step";

// Spec §8, verbatim.
const loadErrorTitle = "Erro ao carregar dados";

const stepHeadings: Readonly<Record<OnboardingStep, string>> = {
  1: "Escolha seu plano",
  2: "Dados da empresa",
  3: "Seus objetivos",
  4: "Pagamento",
};

/** spec §2 /onboarding: reads what exists on the server, then runs the four-step wizard. */
export function Onboarding() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const signedOut = useRedirectWhenSignedOut(onboarding.error);
  const done = onboarding.data?.step === "done";
  const loadError = signedOut ? null : onboarding.error;

  // Spec §4: a complete user goes to /dashboard and the local drafts are cleared.
  useEffect(() => {
    if (!done) return;
    clearOnboardingDraft();
    navigate("/dashboard", { replace: true });
  }, [done, navigate]);

  useEffect(() => {
    if (loadError) toast.error(loadErrorTitle, { id: "onboarding-load", description: loadError.message });
  }, [loadError]);

  if (loadError && !onboarding.data) {
    return (
      <Alert variant="destructive" className="mt-8 max-w-xl">
        <AlertTitle>{loadErrorTitle}</AlertTitle>
        <AlertDescription>
          <p>{loadError.message}</p>
          <Button variant="outline" size="sm" onClick={() => void onboarding.refetch()}>
            Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const data = onboarding.data;
  if (!data || data.step === "done" || signedOut) {
    return (
      <div role="status" className="mt-8 flex flex-col gap-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="mt-4 h-64 w-full" />
      </div>
    );
  }

  return <OnboardingWizard onboarding={{ ...data, step: data.step }} planFromUrl={searchParams.get("plan")} />;
}

function OnboardingWizard({
  onboarding,
  planFromUrl,
}: {
  onboarding: Onboarding & { step: 1 | 3 | 4 };
  planFromUrl: string | null;
}) {
  const navigate = useNavigate();
  // Read once: the server's answer and the local draft seed the wizard, which then owns the values.
  const [draft] = useState(readOnboardingDraft);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    startWizard({
      serverStep: onboarding.step,
      planFromUrl,
      draftPlan: draft.planId,
      subscriptionPlan: onboarding.subscription?.planType ?? null,
    }),
  );
  // What the server saved wins over a local draft, which may be older or another session's.
  const [company, setCompany] = useState<CompanyValues>(() =>
    onboarding.profile ? { ...emptyCompanyValues, ...onboarding.profile } : (draft.company ?? emptyCompanyValues),
  );
  const [goals, setGoals] = useState<GoalId[]>(() => onboarding.goals.filter(isGoalId));

  // Spec §4: the draft goes to local storage on every change.
  useEffect(() => {
    writeOnboardingDraft({ planId: state.planId, company });
  }, [state.planId, company]);

  // Accessibility: when the step changes, move focus to its heading (not on first load).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const progress = describeStepProgress(state.step);

  const afterGoalsSaved = () => {
    // Someone who already pays (e.g. goals were missing) has nothing left to do.
    if (onboarding.subscription) {
      clearOnboardingDraft();
      navigate("/dashboard", { replace: true });
      return;
    }
    dispatch({ type: "goalsSaved" });
  };

  return (
    <div className="mt-8 flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <p id="onboarding-progresso" className="text-sm font-medium">
          {progress.text}
        </p>
        <Progress value={progress.percent} aria-labelledby="onboarding-progresso" />
        <ol className="grid grid-cols-4 gap-2 text-xs sm:text-sm">
          {onboardingSteps.map(({ step, title }) => (
            <li
              key={step}
              aria-current={step === state.step ? "step" : undefined}
              className={cn(
                step === state.step ? "font-semibold text-primary" : "text-muted-foreground",
                step < state.step && "text-foreground",
              )}
            >
              <span className="sr-only">{`Etapa ${step}: `}</span>
              {title}
            </li>
          ))}
        </ol>
      </div>

      <section aria-labelledby="onboarding-etapa" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2
            id="onboarding-etapa"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            {stepHeadings[state.step]}
          </h2>
          {state.step > 1 ? (
            <Button variant="outline" onClick={() => dispatch({ type: "back" })}>
              Voltar
            </Button>
          ) : null}
        </div>

        {state.step === 1 ? (
          <PlanStep selected={state.planId} onChoose={(planId) => dispatch({ type: "choosePlan", planId })} />
        ) : null}
        {state.step === 2 ? (
          <CompanyStep values={company} onChange={setCompany} onSaved={() => dispatch({ type: "companySaved" })} />
        ) : null}
        {state.step === 3 ? <GoalsStep selected={goals} onChange={setGoals} onSaved={afterGoalsSaved} /> : null}
        {state.step === 4 && state.planId ? <PaymentStep planId={state.planId} company={company} goals={goals} /> : null}
      </section>
    </div>
  );
}
