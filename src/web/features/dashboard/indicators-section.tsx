import type { Platform } from "@core/social/platforms";
import { formatIndicatorsAge } from "@core/format/format-age";
import type { IndicatorColor } from "@core/social/indicator-catalogue";
import { Calculator, ChevronDown, CircleAlert, LoaderCircle, Sparkles } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { dashboardMessages } from "./dashboard-messages";
import type { DashboardIndicators } from "./dashboard-types";
import { describeIndicators, type IndicatorCardView } from "./indicator-view";
import { SectionErrorBoundary } from "./section-error-boundary";

// docs/product/metrics.md colours; the label in words goes with each (indicator-view.ts).
const colorClasses: Record<IndicatorColor, { badge: string; bar: string; edge: string }> = {
  green: { badge: "bg-green-100 text-green-900 border-green-300", bar: "bg-green-600", edge: "border-l-green-600" },
  yellow: { badge: "bg-yellow-100 text-yellow-900 border-yellow-300", bar: "bg-yellow-500", edge: "border-l-yellow-500" },
  orange: { badge: "bg-orange-100 text-orange-900 border-orange-300", bar: "bg-orange-500", edge: "border-l-orange-500" },
  red: { badge: "bg-red-100 text-red-900 border-red-300", bar: "bg-red-600", edge: "border-l-red-600" },
};

type Props = {
  indicators: DashboardIndicators | null;
  loadFailed: boolean;
  now: Date;
  calculating: boolean;
  onCalculate: () => void;
  /** The account's network: on TikTok the explanations count shares (decision 029). */
  platform?: Platform;
};

/** docs/product/screens.md: the twelve advanced indicators, or 'Nenhum indicador avançado encontrado' with Calcular Indicadores. */
export function IndicatorsSection(props: Props) {
  return (
    <section aria-labelledby="indicators-heading" className="grid gap-4">
      <SectionErrorBoundary title={dashboardMessages.indicatorsLoadFailure}>
        <IndicatorsContent {...props} />
      </SectionErrorBoundary>
    </section>
  );
}

function IndicatorsContent({ indicators, loadFailed, now, calculating, onCalculate, platform }: Props) {
  const calculateButton = (label: string, variant: "default" | "outline") => (
    <Button variant={variant} size="sm" onClick={onCalculate} disabled={calculating} aria-busy={calculating}>
      {calculating ? (
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <Calculator aria-hidden="true" />
      )}
      {label}
    </Button>
  );
  const recalculating = indicators?.recalculating ?? false;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="indicators-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            Indicadores avançados
          </h2>
          {indicators ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {formatIndicatorsAge(indicators.updatedAt, now)}
              {recalculating ? " · Recalculando com os dados mais recentes..." : null}
            </p>
          ) : null}
        </div>
        {indicators ? calculateButton("Recalcular", "outline") : null}
      </div>
      {loadFailed ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{dashboardMessages.indicatorsLoadFailure}</AlertTitle>
          <AlertDescription>Tentaremos de novo em alguns segundos.</AlertDescription>
        </Alert>
      ) : null}
      {indicators ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Indicadores avançados">
          {describeIndicators(indicators.values, platform).map((card) => (
            <li key={card.id} className="grid">
              <IndicatorCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="items-center px-6 text-center">
          <p className="font-medium">{dashboardMessages.indicatorsEmpty}</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Os doze indicadores são calculados a partir dos posts coletados. O cálculo costuma levar poucos segundos.
          </p>
          {calculateButton(dashboardMessages.calculateIndicators, "default")}
        </Card>
      )}
    </>
  );
}

function IndicatorCard({ card }: { card: IndicatorCardView }) {
  const colors = card.color ? colorClasses[card.color] : null;
  const headingId = `indicator-${card.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      data-testid="indicator-card"
      className={cn("gap-3 border-l-4 px-5 py-4", colors ? colors.edge : "border-l-border")}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm leading-snug font-semibold">
          {card.name}
        </h3>
        {colors && card.colorLabel ? (
          <span
            className={cn("shrink-0 rounded-md border px-2 py-0.5 text-xs font-medium", colors.badge)}
            data-testid="indicator-color"
          >
            {card.colorLabel}
          </span>
        ) : null}
      </div>
      {card.sufficient ? (
        <div className="grid gap-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            {card.value !== null ? (
              <span className="text-2xl font-bold tracking-tight break-all">
                {card.value}
                {card.unit ? <span className="ml-1 text-sm font-normal text-muted-foreground">{card.unit}</span> : null}
              </span>
            ) : null}
            {card.scoreText ? (
              <span className={cn(card.value !== null ? "text-sm text-muted-foreground" : "text-2xl font-bold tracking-tight")}>
                <span className="sr-only">Nota </span>
                {card.scoreText}
              </span>
            ) : (
              <span className="text-xs text-muted-foreground">sem nota</span>
            )}
          </p>
          {card.score !== null && colors ? (
            <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className={cn("h-full rounded-full", colors.bar)} style={{ width: `${Math.max(2, card.score)}%` }} />
            </div>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-1" data-testid={card.notApplicableReason ? "indicator-not-applicable" : undefined}>
          <p className="text-base font-medium text-muted-foreground">{card.value}</p>
          {card.notApplicableReason ? <p className="text-sm text-muted-foreground">{card.notApplicableReason}</p> : null}
        </div>
      )}
      <details className="group text-sm">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden">
          Como calculamos
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <p className="mt-1 text-muted-foreground">{card.explanation}</p>
      </details>
    </Card>
  );
}
