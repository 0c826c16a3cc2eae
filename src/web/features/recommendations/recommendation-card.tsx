import type { LockedRecommendation, RecommendationStatus, RecommendationView } from "@core/recommendations/responses";
import { Check, ChevronDown, Lock, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDate } from "@core/format/format-date";
import { OutcomeVerdictBadge } from "./outcome-verdict";

/** The id of a recommendation card's heading, where focus goes when a card next to it moves away. */
export const recommendationHeadingId = (id: string) => `recommendation-${id}-heading`;

type CardProps = {
  item: RecommendationView;
  headingLevel?: "h3" | "h4";
  busy?: boolean;
  onStatus?: (status: RecommendationStatus) => void;
};

/** One recommendation: what, the user's own numbers, what to do, the effect, and why. */
export function RecommendationCard({ item, headingLevel = "h3", busy = false, onStatus }: CardProps) {
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const closed = item.status !== "open";
  return (
    <Card className="gap-3 py-5" data-testid="recommendation-card" aria-label={item.title}>
      <CardHeader className="px-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{item.category}</Badge>
          {item.status === "done" ? <Badge variant="success">Feita</Badge> : null}
          {item.status === "dismissed" ? <Badge variant="outline">Dispensada</Badge> : null}
        </div>
        <CardTitle as={headingLevel} className="text-base" id={recommendationHeadingId(item.id)} tabIndex={-1}>
          {item.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 px-5 text-sm">
        <p data-testid="recommendation-evidence">{item.evidence}</p>
        <p>
          <span className="font-medium">O que fazer: </span>
          {item.action}
        </p>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">Efeito esperado: </span>
          {item.effect}
        </p>
        {item.learning ? (
          <p className="text-muted-foreground" data-testid="recommendation-learning">
            {item.learning.charAt(0).toUpperCase() + item.learning.slice(1)}.
          </p>
        ) : null}
        {item.outcome ? <DoneOutcome outcome={item.outcome} /> : null}
        <div>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            aria-expanded={open}
            aria-controls={whyId}
            onClick={() => setOpen((value) => !value)}
          >
            Por que estamos dizendo isso?
            <ChevronDown aria-hidden="true" className={open ? "rotate-180 transition-transform" : "transition-transform"} />
          </Button>
          <div id={whyId} hidden={!open} className="mt-1 grid gap-1 rounded-md bg-muted p-3 text-muted-foreground">
            <p>{item.why}</p>
            <p>Base: {item.sample}.</p>
          </div>
        </div>
      </CardContent>
      {onStatus ? (
        <CardFooter className="flex-wrap gap-2 px-5">
          {closed ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onStatus("open")}>
              Reabrir
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onStatus("done")}>
                <Check aria-hidden="true" />
                Marcar como feita
              </Button>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus("dismissed")}>
                <X aria-hidden="true" />
                Dispensar
              </Button>
            </>
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** Beside a done recommendation: its latest outcome, or when the first one is due. */
function DoneOutcome({ outcome }: { outcome: NonNullable<RecommendationView["outcome"]> }) {
  return (
    <div className="grid gap-1 rounded-md border p-3" data-testid="recommendation-outcome">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        Resultado
        {outcome.verdict && outcome.verdictLabel ? (
          <OutcomeVerdictBadge verdict={outcome.verdict} label={outcome.verdictLabel} />
        ) : null}
      </p>
      {outcome.summary ? <p className="text-muted-foreground">{outcome.summary}</p> : null}
      {!outcome.verdict && outcome.nextDueAt ? (
        <p className="text-muted-foreground">Medimos o efeito a partir de {formatDate(outcome.nextDueAt)}.</p>
      ) : null}
      <a href="#resultados" className="w-fit font-medium text-primary underline-offset-4 hover:underline">
        Ver em Resultados
      </a>
    </div>
  );
}

/** A recommendation the plan does not include: its subject and the plan that unlocks it. */
export function LockedRecommendationCard({ item }: { item: LockedRecommendation }) {
  return (
    <Card className="gap-3 border-dashed py-5" data-testid="locked-recommendation">
      <CardHeader className="px-5">
        <Badge variant="outline">
          <Lock aria-hidden="true" />
          {item.planName}
        </Badge>
        <CardTitle as="h3" className="text-base text-muted-foreground">
          {item.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5 text-sm text-muted-foreground">
        <p>
          Disponível no plano {item.planName}.{" "}
          <Link to="/admin/my-plan" className="font-medium text-primary underline-offset-4 hover:underline">
            Mudar de plano
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
