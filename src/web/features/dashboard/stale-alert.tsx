import { RefreshCw, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { dashboardMessages } from "./dashboard-messages";

/** docs/product/screens.md: the data is over 24 h old; says how old and offers a new collection. */
export function StaleAlert({ age, collecting, onCollect }: { age: string; collecting: boolean; onCollect?: () => void }) {
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{dashboardMessages.staleTitle}</AlertTitle>
      <AlertDescription>
        <p>Última coleta {age}. Colete novamente para ver os números de hoje.</p>
        {/* A viewer does not collect (docs/decisions/030): no button. */}
        {onCollect ? (
          <Button size="sm" variant="outline" onClick={onCollect} disabled={collecting} aria-busy={collecting} className="mt-1">
            <RefreshCw aria-hidden="true" className={collecting ? "animate-spin motion-reduce:animate-none" : undefined} />
            {collecting ? "Coletando..." : "Coletar novamente"}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
