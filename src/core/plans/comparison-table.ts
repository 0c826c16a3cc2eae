import {
  listPlans,
  planCapabilities,
  planCapabilityLabels,
  reportFrequencyLabels,
  supportLevelLabels,
  type Plan,
  type PlanCapability,
  type PlanId,
} from "./catalogue";
import { formatBrl } from "../format/format-money";
import { ptBrNumberFormat } from "../format/pt-br-number";

// The landing page's comparison table (docs/product/plans-and-limits.md: generated from the catalogue, so it can't
// disagree with it). A string is shown as is; a boolean as "included" / "not included".
export type ComparisonValue = string | boolean;

export const comparisonRowIds = [
  "monthly_price",
  "accounts_per_network",
  "team_seats",
  "competitors",
  "posts_per_collection",
  "comments_per_collection",
  "email_report",
  "support",
] as const;
export type ComparisonRowId = (typeof comparisonRowIds)[number] | PlanCapability;

export type ComparisonRow = {
  readonly id: ComparisonRowId;
  readonly label: string;
  readonly values: Readonly<Record<PlanId, ComparisonValue>>;
};

export type ComparisonColumn = {
  readonly planId: PlanId;
  readonly name: string;
  readonly priceText: string;
  readonly mostPopular: boolean;
};

export type ComparisonTable = {
  readonly columns: readonly ComparisonColumn[];
  readonly rows: readonly ComparisonRow[];
};

const numberFormatter = ptBrNumberFormat();

function formatCount(count: number): string {
  return numberFormatter.format(count);
}

function formatUpTo(count: number): string {
  return count === 1 ? "1" : `Até ${formatCount(count)}`;
}

function formatCompetitors(plan: Plan): string {
  const { max, included, addOnPriceCentavos } = plan.limits.competitors;
  if (included >= max) return `${formatCount(max)} inclusos`;
  const extra = addOnPriceCentavos === null ? "" : ` (${formatBrl(addOnPriceCentavos)} cada)`;
  if (included === 0) return `Até ${formatCount(max)}${extra}`;
  return `${formatCount(included)} inclusos, até ${formatCount(max)}${extra}`;
}

type RowDefinition = { id: ComparisonRowId; label: string; valueOf: (plan: Plan) => ComparisonValue };

const limitRows: readonly RowDefinition[] = [
  { id: "monthly_price", label: "Preço mensal", valueOf: (plan) => formatBrl(plan.monthlyPriceCentavos) },
  { id: "accounts_per_network", label: "Contas por rede social", valueOf: (plan) => formatUpTo(plan.limits.accountsPerNetwork) },
  { id: "team_seats", label: "Usuários da equipe", valueOf: (plan) => formatUpTo(plan.limits.teamSeats) },
  { id: "competitors", label: "Concorrentes monitorados", valueOf: formatCompetitors },
  { id: "posts_per_collection", label: "Posts lidos por coleta", valueOf: (plan) => formatCount(plan.limits.postsPerCollection) },
  {
    id: "comments_per_collection",
    label: "Comentários lidos por coleta",
    valueOf: (plan) => formatCount(plan.limits.commentsPerCollection),
  },
  { id: "email_report", label: "Relatório por e-mail", valueOf: (plan) => reportFrequencyLabels[plan.limits.emailReport] },
  { id: "support", label: "Suporte", valueOf: (plan) => supportLevelLabels[plan.support] },
];

// Competitor analysis already has its own row with the numbers.
const capabilityRows: readonly RowDefinition[] = planCapabilities
  .filter((capability) => capability !== "competitor_analysis")
  .map((capability) => ({
    id: capability,
    label: planCapabilityLabels[capability],
    valueOf: (plan: Plan) => plan.capabilities.includes(capability),
  }));

export function buildComparisonTable(plans: readonly Plan[]): ComparisonTable {
  const columns = plans.map((plan) => ({
    planId: plan.id,
    name: plan.name,
    priceText: formatBrl(plan.monthlyPriceCentavos),
    mostPopular: plan.mostPopular,
  }));
  const rows = [...limitRows, ...capabilityRows].map((row) => ({
    id: row.id,
    label: row.label,
    values: Object.fromEntries(plans.map((plan) => [plan.id, row.valueOf(plan)])) as Record<PlanId, ComparisonValue>,
  }));
  return { columns, rows };
}

export const comparisonTable: ComparisonTable = buildComparisonTable(listPlans());
