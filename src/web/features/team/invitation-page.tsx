import { formatDate } from "@core/format/format-date";
import { roleLabels } from "@core/team/roles";
import { describeAccounts } from "./team-view";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError, isApiError } from "~/lib/api";
import { type AuthUser, useAuth } from "~/lib/auth";
import { invitationPath, loginPath, signupPath } from "~/lib/auth-redirects";
import { useStartInWorkspace } from "~/lib/workspaces";
import { type InvitationPreview, useAcceptInvitation, useInvitationPreview } from "./team-api";
import { invitationMessages as text, type InvitationProblem, invitationProblems } from "./team-messages";
import { LoadError } from "~/components/load-error";

/**
 * /convite/<token>: what the invitation is, then accept it (signed in), or sign in or sign up
 * and come back here (signed out). A link that can no longer be used says why.
 */
export function InvitationPage({ token }: { token: string | null }) {
  if (!token) return <InvitationProblemCard problem="unknown" />;
  return <InvitationPreviewLoader token={token} />;
}

function InvitationPreviewLoader({ token }: { token: string }) {
  const { user, loading } = useAuth();
  const preview = useInvitationPreview(token);

  if (preview.isPending || loading) {
    return (
      <div role="status" className="mt-8 grid max-w-xl gap-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }

  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.code === "NOT_FOUND") {
      return <InvitationProblemCard problem="unknown" signedIn={user !== null} />;
    }
    return (
      <LoadError
        className="mt-8 max-w-xl"
        title={text.loadErrorTitle}
        error={preview.error}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }

  const invitation = preview.data;
  if (invitation.status !== "pending") {
    return <InvitationProblemCard problem={invitation.status} signedIn={user !== null} />;
  }
  return <PendingInvitation token={token} invitation={invitation} user={user} onStale={() => void preview.refetch()} />;
}

function PendingInvitation({
  token,
  invitation,
  user,
  onStale,
}: {
  token: string;
  invitation: Extract<InvitationPreview, { status: "pending" }>;
  user: AuthUser | null;
  /** The invitation changed since it was read (used, revoked, expired): read it again. */
  onStale: () => void;
}) {
  const { signOut } = useAuth();
  const accept = useAcceptInvitation(token);
  const startInWorkspace = useStartInWorkspace();
  const failure = useRef<HTMLDivElement>(null);
  const error = accept.error;
  // Someone else's session (403): the server names the invited e-mail; offer to switch accounts.
  const wrongAccount = isApiError(error) && error.code === "FORBIDDEN";

  useEffect(() => {
    if (error) failure.current?.focus();
  }, [error]);

  const acceptInvitation = () =>
    accept.mutate(undefined, {
      onSuccess: async ({ workspace }) => {
        toast.success(text.accepted, { description: text.acceptedDescription(workspace.name) });
        await startInWorkspace();
      },
      onError: (failed) => {
        if (isApiError(failed) && failed.code === "CONFLICT") onStale();
      },
    });

  const switchAccount = async () => {
    try {
      await signOut();
    } catch (failed) {
      toast.error("Erro", { description: describeError(failed) });
      return;
    }
    accept.reset();
  };

  return (
    <Card className="mt-8 max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="text-xl break-words">
          {invitation.workspaceName}
        </CardTitle>
        <CardDescription>{text.lead(invitation.invitedByName)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          {[
            [text.workspace, invitation.workspaceName],
            [text.invitedBy, invitation.invitedByName],
            [text.invitedEmail, invitation.email],
            [text.role, roleLabels[invitation.role]],
            [text.accounts, describeAccounts(invitation.accounts)],
            [text.validUntil, formatDate(invitation.expiresAt)],
          ].map(([term, value]) => (
            <div key={term} className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        {user ? (
          <p className="text-sm text-muted-foreground">
            {text.signedInAs} <strong className="break-all text-foreground">{user.email}</strong>.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{text.signedOutPrompt(invitation.email)}</p>
        )}
        {error ? (
          <Alert variant="destructive" ref={failure} tabIndex={-1} className="outline-none">
            <AlertTitle>{text.acceptFailure}</AlertTitle>
            <AlertDescription>
              <p>{describeError(error)}</p>
              {wrongAccount ? (
                <Button variant="outline" size="sm" onClick={() => void switchAccount()}>
                  {text.signOutAction}
                </Button>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        {user ? (
          <Button onClick={acceptInvitation} disabled={accept.isPending} aria-busy={accept.isPending || undefined}>
            {accept.isPending ? text.accepting : text.accept}
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={loginPath({ redirectTo: invitationPath(token), email: invitation.email })}>{text.signIn}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={signupPath(null, { token, email: invitation.email })}>{text.signUp}</Link>
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

function InvitationProblemCard({ problem, signedIn = false }: { problem: InvitationProblem; signedIn?: boolean }) {
  const copy = invitationProblems[problem];
  return (
    <Card className="mt-8 max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {copy.title}
        </CardTitle>
        <CardDescription>{copy.text}</CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-wrap gap-3">
        {signedIn ? (
          <Button asChild>
            <Link to="/dashboard">{text.dashboard}</Link>
          </Button>
        ) : null}
        <Button asChild variant={signedIn ? "outline" : "default"}>
          <Link to="/">{text.home}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
