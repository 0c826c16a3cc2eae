import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError } from "~/lib/api";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { useTeam } from "./team-api";
import { teamMessages } from "./team-messages";
import { TeamOverview } from "./team-overview";

/** /admin/equipe: the current workspace's team, once read. */
export function TeamPage() {
  const team = useTeam();
  const signedOut = useRedirectWhenSignedOut(team.error);

  if (team.isPending || signedOut) {
    return (
      <div role="status" className="mt-8 grid gap-6 lg:grid-cols-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-5 w-72 max-w-full lg:col-span-3" />
        <div className="grid gap-4 lg:col-span-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }

  if (team.isError) {
    return (
      <Alert variant="destructive" className="mt-8 max-w-xl">
        <AlertTitle>{teamMessages.loadErrorTitle}</AlertTitle>
        <AlertDescription>
          <p>{describeError(team.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
            {teamMessages.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return <TeamOverview team={team.data} />;
}
