import type { OutcomeVerdict } from "@core/outcomes/outcome-method";
import { Badge } from "~/components/ui/badge";

const verdictVariants: Record<OutcomeVerdict, "success" | "secondary" | "warning" | "outline"> = {
  worked: "success",
  no_clear_effect: "secondary",
  worse: "warning",
  unknown: "outline",
};

/** "Funcionou", "Sem efeito claro", "Piorou" or "Ainda não dá para saber", coloured by what it means. */
export function OutcomeVerdictBadge({ verdict, label }: { verdict: OutcomeVerdict; label: string }) {
  return (
    <Badge variant={verdictVariants[verdict]} data-testid="outcome-verdict">
      {label}
    </Badge>
  );
}
