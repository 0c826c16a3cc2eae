import { Skeleton } from "~/components/ui/skeleton";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { useTeam } from "./team-api";
import { teamMessages } from "./team-messages";
import { TeamOverview } from "./team-overview";
import { LoadError } from "~/components/load-error";

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
      <LoadError
        className="mt-8 max-w-xl"
        title={teamMessages.loadErrorTitle}
        error={team.error}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }

  return <TeamOverview team={team.data} />;
}
