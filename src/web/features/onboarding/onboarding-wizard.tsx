import { type GoalId, isGoalId } from "@core/goal-catalog";
import type { PlanId } from "@core/plans/catalogue";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError } from "~/lib/api";
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
import {
  describeStepProgress,
  type OnboardingStep,
  onboardingSteps,
  pickStartingPlan,
  progressFromServer,
  resolveStep,
  startStep,
  stepParam,
  type WizardProgress,
} from "./onboarding-steps";
import { PaymentStep } from "./payment-step";
import { PlanStep } from "./plan-step";
import { LoadError } from "~/components/load-error";

// docs/product/texts.md, verbatim.
const loadErrorTitle = "Erro ao carregar dados";

const stepHeadings: Readonly<Record<OnboardingStep, string>> = {
  1: "Escolha seu plano",
  2: "Dados da empresa",
  3: "Seus objetivos",
  4: "Pagamento",
};

/** docs/product/screens.md /onboarding: reads what exists on the server, then runs the four-step wizard. */
export function Onboarding() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const signedOut = useRedirectWhenSignedOut(onboarding.error);
  const done = onboarding.data?.step === "done";
  const loadError = signedOut ? null : onboarding.error;

  // docs/product/screens.md: a complete user goes to /dashboard and the local drafts are cleared.
  useEffect(() => {
    if (!done) return;
    clearOnboardingDraft();
    navigate("/dashboard", { replace: true });
  }, [done, navigate]);

  useEffect(() => {
    if (loadError) toast.error(loadErrorTitle, { id: "onboarding-load", description: describeError(loadError) });
  }, [loadError]);

  if (loadError && !onboarding.data) {
    return (
      <LoadError
        className="mt-8 max-w-xl"
        title={loadErrorTitle}
        error={loadError}
        onRetry={() => void onboarding.refetch()}
        retrying={onboarding.isFetching}
      />
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
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the server's answer and the local draft seed the wizard, which then owns the values.
  const [draft] = useState(readOnboardingDraft);
  const [startingPlan] = useState(() =>
    pickStartingPlan({ planFromUrl, draftPlan: draft.planId, subscriptionPlan: onboarding.subscription?.planType ?? null }),
  );
  const [progress, setProgress] = useState<WizardProgress>(() => progressFromServer(onboarding.step, startingPlan));
  // The step lives in the address (?etapa=), so the browser's Back and Forward move between steps
  // and a reload stays on it; one that cannot be reached yet shows the first incomplete step. The
  // address the visit was opened with names none and shows the step it started at: left as it
  // is, so the links and redirects that lead to /onboarding still land where they point.
  const [firstStep] = useState(() => startStep(onboarding.step, startingPlan));
  const requestedStep = searchParams.get(stepParam);
  const step = resolveStep(requestedStep, progress, firstStep);
  const goToStep = (next: OnboardingStep, options: { replace?: boolean } = {}) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(stepParam, String(next));
        // A plan chosen on step 1 is the draft's from now on: an old ?plan= must not override it.
        if (next > 1) params.delete("plan");
        return params;
      },
      { replace: options.replace ?? false },
    );
  useEffect(() => {
    // A step that cannot be reached (or none that exists) is corrected in place, so Back does not
    // return to it.
    if (requestedStep !== null && requestedStep !== String(step)) goToStep(step, { replace: true });
  });
  // What the server saved wins over a local draft, which may be older or another session's.
  const [company, setCompany] = useState<CompanyValues>(() =>
    onboarding.profile ? { ...emptyCompanyValues, ...onboarding.profile } : (draft.company ?? emptyCompanyValues),
  );
  const [goals, setGoals] = useState<GoalId[]>(() => onboarding.goals.filter(isGoalId));

  // docs/product/screens.md: the draft goes to local storage on every change.
  useEffect(() => {
    writeOnboardingDraft({ planId: progress.planId, company });
  }, [progress.planId, company]);

  // Accessibility: when the step changes, move focus to its heading (not on first load). The step
  // shown is also what a save that answers late checks (the person may have moved on).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const progressText = describeStepProgress(step);

  // Each step's completion is recorded before its address is pushed, so the next step is reachable.
  const choosePlan = (planId: PlanId) => {
    setProgress((current) => ({ ...current, planId }));
    goToStep(2);
  };
  const afterCompanySaved = () => {
    setProgress((current) => ({ ...current, companySaved: true }));
    // A save that answers after the person left the step (Back while it was sent) does not move them.
    if (shownStep.current === 2) goToStep(3);
  };
  const afterGoalsSaved = () => {
    // Someone who already pays (e.g. goals were missing) has nothing left to do.
    if (onboarding.subscription) {
      clearOnboardingDraft();
      navigate("/dashboard", { replace: true });
      return;
    }
    setProgress((current) => ({ ...current, goalsSaved: true }));
    if (shownStep.current === 3) goToStep(4);
  };

  return (
    <div className="mt-8 flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <p id="onboarding-progresso" className="text-sm font-medium">
          {progressText.text}
        </p>
        <Progress value={progressText.percent} aria-labelledby="onboarding-progresso" />
        <ol className="grid grid-cols-4 gap-2 text-xs sm:text-sm">
          {onboardingSteps.map((item) => (
            <li
              key={item.step}
              aria-current={item.step === step ? "step" : undefined}
              className={cn(
                item.step === step ? "font-semibold text-primary" : "text-muted-foreground",
                item.step < step && "text-foreground",
              )}
            >
              <span className="sr-only">{`Etapa ${item.step}: `}</span>
              {item.title}
            </li>
          ))}
        </ol>
      </div>

      <section aria-labelledby="onboarding-etapa" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="onboarding-etapa" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {stepHeadings[step]}
          </h2>
          {step > 1 ? (
            <Button variant="outline" onClick={() => goToStep((step - 1) as OnboardingStep)}>
              Voltar
            </Button>
          ) : null}
        </div>

        {step === 1 ? <PlanStep selected={progress.planId} onChoose={choosePlan} /> : null}
        {step === 2 ? <CompanyStep values={company} onChange={setCompany} onSaved={afterCompanySaved} /> : null}
        {step === 3 ? <GoalsStep selected={goals} onChange={setGoals} onSaved={afterGoalsSaved} /> : null}
        {step === 4 && progress.planId ? <PaymentStep planId={progress.planId} company={company} goals={goals} /> : null}
      </section>
    </div>
  );
}
