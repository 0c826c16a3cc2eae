import { formatDate } from "@core/format/format-date";
import type { NamedAccount } from "@core/social/account-label";
import { roleLabels } from "@core/team/roles";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { toast } from "sonner";
import { Avatar, AvatarFallback } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SubmitButton } from "~/components/ui/submit-button";
import { describeError, isApiError } from "~/lib/api";
import { AccessFields, accessError } from "./access-fields";
import { cn } from "~/lib/cn";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { useStartInWorkspace } from "~/lib/workspaces";
import { type ConfirmRequest, ConfirmDialog } from "~/components/confirm-dialog";
import { InviteForm } from "./invite-form";
import {
  type Team,
  type TeamInvitation,
  type TeamMember,
  type AccessChoice,
  useLeaveTeam,
  useUpdateMember,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTransferOwnership,
} from "./team-api";
import { teamMessages as text } from "./team-messages";
import {
  describeAccounts,
  describeInvitationExpiry,
  describeMemberSince,
  describeSeats,
  namedAccounts,
  sortMembers,
} from "./team-view";

type Ask = (request: Omit<ConfirmRequest, "opener">, opener: HTMLElement) => void;

/**
 * The team of the current workspace: seats, members and pending invitations. The owner invites,
 * resends, revokes, removes and hands over ownership; a member reads the lists and may leave.
 * Every destructive action goes through one confirmation dialog.
 */
export function TeamOverview({ team }: { team: Team }) {
  const isOwner = team.canManage;
  const seats = describeSeats(team.seats);
  const [confirmation, setConfirmation] = useState<ConfirmRequest | null>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const ask: Ask = (request, opener) => setConfirmation({ ...request, opener });

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr] lg:items-start">
      <p className="text-muted-foreground lg:col-span-3">
        Espaço de trabalho <strong className="font-semibold break-words text-foreground">{team.workspace.name}</strong>
        {" · "}
        Seu papel: <strong className="font-semibold text-foreground">{roleLabels[team.role]}</strong>
      </p>

      <Card className="gap-3 lg:col-start-3 lg:row-start-2">
        <CardHeader>
          <CardTitle as="h2">{text.seatsTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {/* Announced when an invitation or a removal changes it. */}
          <p data-testid="team-seats" className="text-3xl font-bold tracking-tight" aria-live="polite" aria-atomic="true">
            {seats.text}
          </p>
          <p className="text-sm text-muted-foreground">{seats.detail}</p>
          {isOwner ? null : <p className="text-sm text-muted-foreground">{text.memberNote}</p>}
        </CardContent>
      </Card>

      {isOwner ? (
        <Card className="lg:col-start-3 lg:row-start-3">
          <CardContent>
            <InviteForm fullMessage={team.seats.fullMessage} />
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-3 lg:row-start-2">
        <MembersCard team={team} headingRef={membersHeading} ask={ask} />
        <InvitationsCard team={team} ask={ask} />
      </div>

      <LeaveCard team={team} ask={ask} className={isOwner ? "lg:col-start-3 lg:row-start-4" : "lg:col-start-3 lg:row-start-3"} />

      <ConfirmDialog request={confirmation} onClose={() => setConfirmation(null)} fallbackFocus={membersHeading} />
    </div>
  );
}

function MembersCard({ team, headingRef, ask }: { team: Team; headingRef: RefObject<HTMLHeadingElement | null>; ask: Ask }) {
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const isOwner = team.role === "owner";
  const canManage = team.canManage;
  // The accounts to name a member's by (and to choose from): asked only by someone who manages the team.
  const accounts = useSocialAccounts({ enabled: canManage });
  const [editing, setEditing] = useState<string | null>(null);
  const editorOpener = useRef<HTMLButtonElement | null>(null);
  // Closing the editor (saved, cancelled or Escape) puts the keyboard back on the button that opened it.
  const closeEditor = () => {
    setEditing(null);
    editorOpener.current?.focus();
  };

  const askRemove = (member: TeamMember, opener: HTMLElement) =>
    ask(
      {
        title: text.removeTitle,
        description: text.removeDescription(member.name, member.email),
        confirmLabel: text.removeConfirm,
        pendingLabel: text.removePending,
        run: async () => {
          await remove.mutateAsync(member.userId);
          toast.success(text.removed, { description: text.removedDescription(member.name) });
        },
      },
      opener,
    );

  const askTransfer = (member: TeamMember, opener: HTMLElement) =>
    ask(
      {
        title: text.transferTitle,
        description: text.transferDescription(member.name, team.workspace.name),
        confirmLabel: text.transferConfirm,
        pendingLabel: text.transferPending,
        run: async () => {
          await transfer.mutateAsync(member.userId);
          toast.success(text.transferred, { description: text.transferredDescription(member.name) });
        },
      },
      opener,
    );

  return (
    <Card className="gap-2">
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="outline-none">
          {text.membersTitle} ({team.members.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {sortMembers(team.members).map((member) => (
            <li key={member.userId} data-testid="team-member" className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
              <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
                <Avatar aria-hidden="true" className="mt-0.5 size-10">
                  <AvatarFallback>{member.name.charAt(0).toUpperCase() || "?"}</AvatarFallback>
                </Avatar>
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium break-words">
                      {member.name}
                      {member.isYou ? <span className="font-normal text-muted-foreground"> {text.you}</span> : null}
                    </span>
                    <Badge variant={member.role === "owner" ? "default" : "secondary"}>{roleLabels[member.role]}</Badge>
                  </p>
                  <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                  <p className="text-sm text-muted-foreground" data-testid="team-member-accounts">
                    {text.accessLegend}:{" "}
                    {member.accountIds === null
                      ? describeAccounts(null)
                      : accounts.data
                        ? describeAccounts(namedAccounts(member.accountIds, accounts.data))
                        : `${member.accountIds.length}`}
                  </p>
                  <p className="text-sm text-muted-foreground">{describeMemberSince(member)}</p>
                </div>
              </div>
              {canManage && member.role !== "owner" && !member.isYou ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={editing === member.userId}
                    aria-controls={`team-access-${member.userId}`}
                    onClick={(event) => {
                      editorOpener.current = event.currentTarget;
                      setEditing(editing === member.userId ? null : member.userId);
                    }}
                  >
                    {text.changeAccessAction}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                  {isOwner ? (
                    <Button variant="outline" size="sm" onClick={(event) => askTransfer(member, event.currentTarget)}>
                      {text.transferAction}
                      <span className="sr-only"> {member.name}</span>
                    </Button>
                  ) : null}
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={(event) => askRemove(member, event.currentTarget)}
                  >
                    {text.removeAction}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                </div>
              ) : null}
              {editing === member.userId ? (
                <MemberAccessEditor member={member} accounts={accounts.data ?? []} onDone={closeEditor} />
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** An owner's or admin's change of a member's role and accounts, in place under the member. */
function MemberAccessEditor({
  member,
  accounts,
  onDone,
}: {
  member: TeamMember;
  accounts: readonly (NamedAccount & { id: string })[];
  onDone: () => void;
}) {
  const update = useUpdateMember();
  const [value, setValue] = useState<AccessChoice>({
    role: member.role === "owner" ? "admin" : member.role,
    accountIds: member.accountIds,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const idPrefix = `team-access-${member.userId}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const invalid = accessError(value);
    setProblem(invalid);
    if (invalid) return;
    try {
      await update.mutateAsync({ userId: member.userId, ...value });
      toast.success(text.accessSaved, { description: text.accessSavedDescription(member.name) });
      onDone();
    } catch (error) {
      setProblem((isApiError(error) ? error.fields?.accountIds : undefined) ?? describeError(error));
    }
  }

  return (
    <form
      id={idPrefix}
      onSubmit={save}
      aria-label={text.changeAccessTitle(member.name)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !update.isPending) {
          event.preventDefault();
          onDone();
        }
      }}
      className="grid w-full gap-4 rounded-md border p-4"
    >
      <p className="font-medium">{text.changeAccessTitle(member.name)}</p>
      <AccessFields idPrefix={idPrefix} value={value} onChange={setValue} accounts={accounts} error={problem} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={update.isPending} pendingLabel={text.savingAccess} size="sm">
          {text.saveAccess}
        </SubmitButton>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {text.cancelAccess}
        </Button>
      </div>
    </form>
  );
}

function InvitationsCard({ team, ask }: { team: Team; ask: Ask }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const isOwner = team.canManage;

  const resendInvitation = (invitation: TeamInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (sent) => toast.success(text.resent, { description: text.resentDescription(sent.email) }),
      onError: (error) => toast.error(text.resendFailure, { description: describeError(error) }),
    });

  const askRevoke = (invitation: TeamInvitation, opener: HTMLElement) =>
    ask(
      {
        title: text.revokeTitle,
        description: text.revokeDescription(invitation.email),
        confirmLabel: text.revokeConfirm,
        pendingLabel: text.revokePending,
        cancelLabel: text.revokeCancel,
        run: async () => {
          await revoke.mutateAsync(invitation.id);
          toast.success(text.revoked);
        },
      },
      opener,
    );

  return (
    <Card className="gap-2">
      <CardHeader>
        <CardTitle as="h2">
          {text.invitationsTitle} ({team.invitations.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {team.invitations.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{text.noInvitations}</p>
        ) : (
          <ul className="divide-y">
            {team.invitations.map((invitation) => {
              const resending = resend.isPending && resend.variables === invitation.id;
              return (
                <li
                  key={invitation.id}
                  data-testid="team-invitation"
                  className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4"
                >
                  <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
                    <p className="font-medium break-all">{invitation.email}</p>
                    <p className="text-sm text-muted-foreground">
                      Convidado por {invitation.invitedByName} em {formatDate(invitation.createdAt)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {roleLabels[invitation.role]}
                      {invitation.accountIds === null
                        ? ` · ${describeAccounts(null)}`
                        : ` · ${invitation.accountIds.length} conta(s)`}
                    </p>
                    <p className="text-sm text-muted-foreground">{describeInvitationExpiry(invitation.expiresAt)}</p>
                  </div>
                  {isOwner ? (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={resending}
                        aria-busy={resending || undefined}
                        onClick={() => resendInvitation(invitation)}
                      >
                        {resending ? "Reenviando..." : text.resendAction}
                        <span className="sr-only"> o convite para {invitation.email}</span>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        onClick={(event) => askRevoke(invitation, event.currentTarget)}
                      >
                        {text.revokeAction}
                        <span className="sr-only"> o convite para {invitation.email}</span>
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function LeaveCard({ team, ask, className }: { team: Team; ask: Ask; className?: string }) {
  const leave = useLeaveTeam();
  const startInWorkspace = useStartInWorkspace();

  if (team.role === "owner") {
    return <p className={cn("text-sm text-muted-foreground", className)}>{text.ownerCannotLeave}</p>;
  }

  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle as="h2">{text.leaveTitle}</CardTitle>
        <CardDescription>{text.leaveText}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={(event) =>
            ask(
              {
                title: text.leaveTitle,
                description: text.leaveDescription(team.workspace.name),
                confirmLabel: text.leaveConfirm,
                pendingLabel: text.leavePending,
                cancelLabel: text.leaveCancel,
                run: async () => {
                  await leave.mutateAsync();
                  toast.success(text.left);
                  // The server moved the session to another of the person's workspaces.
                  await startInWorkspace();
                },
              },
              event.currentTarget,
            )
          }
        >
          {text.leaveAction}
        </Button>
      </CardContent>
    </Card>
  );
}
