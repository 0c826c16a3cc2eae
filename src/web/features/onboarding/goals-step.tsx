import { type GoalId, goalIds, goals, goalsRequiredMessage } from "@core/goal-catalog";
import { CheckIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useSaveGoals } from "./onboarding-api";

/** Step 3 "Objetivos": the six goals as toggle buttons; at least one (docs/product/screens.md). */
export function GoalsStep({
  selected,
  onChange,
  onSaved,
}: {
  selected: readonly GoalId[];
  onChange: (goals: GoalId[]) => void;
  onSaved: () => void;
}) {
  const saveGoals = useSaveGoals();

  const toggle = (id: GoalId) => {
    const next = selected.includes(id) ? selected.filter((goal) => goal !== id) : [...selected, id];
    onChange(goalIds.filter((goal) => next.includes(goal)));
  };

  const save = () =>
    saveGoals.mutate(selected, {
      onSuccess: () => {
        toast.success("Objetivos salvos!");
        onSaved();
      },
      onError: (error) => toast.error("Erro ao salvar objetivos", { description: describeError(error) }),
    });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">Escolha um ou mais objetivos para personalizarmos suas análises.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {goals.map((goal) => {
          const pressed = selected.includes(goal.id);
          return (
            <li key={goal.id} className="flex">
              <button
                type="button"
                aria-pressed={pressed}
                aria-labelledby={`objetivo-${goal.id}`}
                aria-describedby={`objetivo-${goal.id}-descricao`}
                onClick={() => toggle(goal.id)}
                className={cn(
                  "flex w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  pressed && "border-primary bg-primary/5",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border",
                    pressed ? "border-primary bg-primary text-primary-foreground" : "border-input",
                  )}
                >
                  {pressed ? <CheckIcon className="size-4" /> : null}
                </span>
                <span className="flex flex-col gap-1">
                  <span id={`objetivo-${goal.id}`} className="font-medium">
                    {goal.label}
                  </span>
                  <span id={`objetivo-${goal.id}-descricao`} className="text-sm text-muted-foreground">
                    {goal.description}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          onClick={save}
          disabled={selected.length === 0 || saveGoals.isPending}
          aria-describedby={selected.length === 0 ? "objetivos-minimo" : undefined}
        >
          {saveGoals.isPending ? "Salvando..." : "Continuar"}
        </Button>
        <p id="objetivos-minimo" className="text-sm text-muted-foreground" aria-live="polite">
          {selected.length === 0 ? goalsRequiredMessage : `${selected.length} selecionado(s)`}
        </p>
      </div>
    </div>
  );
}
