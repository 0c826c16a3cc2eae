// The goals of onboarding step 3 "Objetivos" (docs/product/screens.md "Validation"), stored as business_goals.goal_type.
export const goalIds = ["growth", "engagement", "sales", "analytics", "competitor", "visibility"] as const;
export type GoalId = (typeof goalIds)[number];

export type Goal = {
  readonly id: GoalId;
  readonly label: string;
  readonly description: string;
};

export const goals: readonly Goal[] = [
  { id: "growth", label: "Crescer seguidores", description: "Atrair mais seguidores qualificados para o seu perfil." },
  {
    id: "engagement",
    label: "Aumentar engajamento",
    description: "Gerar mais curtidas, comentários e interações em cada post.",
  },
  { id: "sales", label: "Aumentar vendas", description: "Transformar seguidores em clientes pelo Instagram." },
  {
    id: "analytics",
    label: "Entender meus dados",
    description: "Saber o que funciona com métricas e relatórios claros.",
  },
  {
    id: "competitor",
    label: "Monitorar concorrentes",
    description: "Acompanhar e comparar o desempenho dos seus concorrentes.",
  },
  {
    id: "visibility",
    label: "Ganhar visibilidade",
    description: "Alcançar mais pessoas e fortalecer a presença da sua marca.",
  },
];

export const goalsRequiredMessage = "Selecione pelo menos um objetivo.";
export const goalsInvalidMessage = "Objetivo inválido.";

export function isGoalId(value: unknown): value is GoalId {
  return typeof value === "string" && (goalIds as readonly string[]).includes(value);
}

export function getGoal(id: GoalId): Goal {
  const goal = goals.find((candidate) => candidate.id === id);
  if (!goal) throw new Error(`Unknown goal id: ${String(id)}`);
  return goal;
}
