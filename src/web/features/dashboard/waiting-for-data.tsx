import { formatAccountLabel, type NamedAccount } from "@core/social/account-label";
import { Clock, LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { dashboardMessages } from "./dashboard-messages";

/** docs/product/screens.md empty state: the current account has no collected data yet. */
export function WaitingForData({
  account,
  collecting,
  onCollect,
}: {
  account: NamedAccount;
  collecting: boolean;
  onCollect?: () => void;
}) {
  return (
    <Card className="items-center text-center">
      <CardHeader className="items-center">
        <Clock aria-hidden="true" className="size-10 text-muted-foreground" />
        <CardTitle as="h2" className="text-xl">
          {dashboardMessages.waitingTitle}
        </CardTitle>
        <CardDescription className="max-w-md">
          Ainda não há dados coletados de {formatAccountLabel(account)}. A coleta leva alguns segundos e o painel se preenche
          sozinho.
        </CardDescription>
      </CardHeader>
      {/* A viewer does not collect (docs/decisions/030): no button. */}
      {onCollect ? (
        <CardContent>
          <Button onClick={onCollect} disabled={collecting} aria-busy={collecting}>
            {collecting ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
            {collecting ? "Coletando dados..." : dashboardMessages.startCollection}
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
