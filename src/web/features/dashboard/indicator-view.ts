import {
  explainIndicator,
  formatIndicatorValue,
  INDICATOR_CATALOGUE,
  INDICATOR_IDS,
  indicatorColor,
  type IndicatorColor,
  type IndicatorId,
  type IndicatorResult,
  type IndicatorResults,
} from "@core/social/indicator-catalogue";
import type { Platform } from "@core/social/platforms";

// The colour of a score is always said in words too (docs/product/metrics.md colours, WCAG 1.4.1).
export const INDICATOR_COLOR_LABELS: Record<IndicatorColor, string> = {
  green: "Excelente",
  yellow: "Bom",
  orange: "Regular",
  red: "Atenção",
};

export type IndicatorCardView = {
  id: IndicatorId;
  name: string;
  explanation: string;
  sufficient: boolean;
  /** 'Dados insuficientes' without enough data; null when the indicator has a score only. */
  value: string | null;
  unit: string | null;
  score: number | null;
  /** '82/100'; null without a score. */
  scoreText: string | null;
  color: IndicatorColor | null;
  colorLabel: string | null;
  /** Why the indicator means nothing on the account's network ('Não se aplica'; decision 029), else null. */
  notApplicableReason: string | null;
};

/** What one card of the grid shows, from the served result and the catalogue. */
export function describeIndicator(id: IndicatorId, result: IndicatorResult | undefined, platform?: Platform): IndicatorCardView {
  const definition = INDICATOR_CATALOGUE[id];
  const safe: IndicatorResult = result ?? { value: null, score: null, sufficient: false };
  const hasScore = safe.sufficient && typeof safe.score === "number" && Number.isFinite(safe.score);
  const color = hasScore ? indicatorColor(safe.score!) : null;
  return {
    id,
    name: definition.name,
    explanation: explainIndicator(id, safe, platform),
    sufficient: safe.sufficient,
    value: formatIndicatorValue(id, safe),
    unit: safe.sufficient && safe.value !== null ? definition.unit : null,
    score: hasScore ? safe.score : null,
    scoreText: hasScore ? `${safe.score}/100` : null,
    color,
    colorLabel: color ? INDICATOR_COLOR_LABELS[color] : null,
    notApplicableReason: safe.notApplicable?.reason ?? null,
  };
}

/** The twelve cards in the catalogue's order. */
export function describeIndicators(values: Partial<IndicatorResults>, platform?: Platform): IndicatorCardView[] {
  return INDICATOR_IDS.map((id) => describeIndicator(id, values[id], platform));
}
