import { formatDate } from "@core/format/format-date";
import { formatAccountList, type NamedAccount } from "@core/social/account-label";
import { formatSeats } from "@core/team/seats";
import type { Team, TeamMember } from "@core/team/team-responses";

// The team screens' rules and texts, kept apart from the components so they are unit-tested.

export type SeatsView = {
  /** "2 de 3 usuários" */
  text: string;
  /** The plan the seats come from, or what to do without one. */
  detail: string;
  /** Every seat is taken (pending invitations count): a new invitation would be refused. */
  full: boolean;
};

export function describeSeats(seats: Pick<Team["seats"], "used" | "limit" | "planName">): SeatsView {
  const full = seats.limit !== null && seats.used >= seats.limit;
  const detail = !seats.planName
    ? "Sem plano ativo: assine um plano para convidar pessoas."
    : full
      ? `Todos os usuários do plano ${seats.planName} estão em uso, contando os convites pendentes.`
      : `No plano ${seats.planName}, contando o proprietário e os convites pendentes.`;
  return { text: formatSeats(seats.used, seats.limit), detail, full };
}

/** "Desde 05/03/2026" */
export function describeMemberSince(member: Pick<TeamMember, "joinedAt">): string {
  return `Desde ${formatDate(member.joinedAt)}`;
}

/** "Expira em 12/03/2026" */
export function describeInvitationExpiry(expiresAt: string): string {
  return `Expira em ${formatDate(expiresAt)}`;
}

/** Owners first, then by name, the way a person scans a team. */
export function sortMembers(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort(
    (a, b) => Number(b.role === "owner") - Number(a.role === "owner") || a.name.localeCompare(b.name, "pt-BR"),
  );
}

/** "Todas as contas" or "@loja (Instagram) e @loja (TikTok)" (an invitation's, a member's accounts; docs/decisions/033-account-labels.md). */
export function describeAccounts(accounts: readonly NamedAccount[] | null): string {
  if (accounts === null) return "Todas as contas";
  if (accounts.length === 0) return "Nenhuma conta";
  return formatAccountList(accounts);
}

/** A member's accounts by their ids, named by the workspace's accounts (an unknown one is left out). */
export function namedAccounts<T extends { id: string }>(ids: readonly string[] | null, accounts: readonly T[]) {
  if (ids === null) return null;
  return accounts.filter((account) => ids.includes(account.id));
}
