import { formatSeats } from "@core/team/team-responses";
import { describe, expect, it } from "vitest";
import { describeInvitationExpiry, describeMemberSince, describeSeats, sortMembers } from "./team-view";

describe("seats", () => {
  it.each([
    [1, 1, "1 de 1 usuário"],
    [2, 3, "2 de 3 usuários"],
    [5, 5, "5 de 5 usuários"],
    [1, null, "1 usuário"],
    [2, null, "2 usuários"],
  ])("reads %i used of %s as '%s'", (used, limit, expected) => {
    expect(formatSeats(used, limit)).toBe(expected);
  });

  it("is full when the used seats (pending invitations included) reach the plan's", () => {
    expect(describeSeats({ used: 2, limit: 3, planName: "Inteligram Go" })).toMatchObject({
      text: "2 de 3 usuários",
      full: false,
      detail: "No plano Inteligram Go, contando o proprietário e os convites pendentes.",
    });
    expect(describeSeats({ used: 3, limit: 3, planName: "Inteligram Go" })).toMatchObject({
      full: true,
      detail: "Todos os usuários do plano Inteligram Go estão em uso, contando os convites pendentes.",
    });
  });

  it("without a plan says to subscribe, and is never full", () => {
    expect(describeSeats({ used: 1, limit: null, planName: null })).toEqual({
      text: "1 usuário",
      full: false,
      detail: "Sem plano ativo: assine um plano para convidar pessoas.",
    });
  });
});

describe("dates", () => {
  it("gives the day a member joined and an invitation expires in São Paulo time", () => {
    // 02:30 UTC is still the day before in São Paulo.
    expect(describeMemberSince({ joinedAt: "2026-03-05T02:30:00Z" })).toBe("Desde 04/03/2026");
    expect(describeInvitationExpiry("2026-03-12T15:00:00Z")).toBe("Expira em 12/03/2026");
  });
});

describe("sortMembers", () => {
  it("puts the owner first, then the others by name", () => {
    const member = (name: string, role: "owner" | "editor") => ({
      userId: name,
      name,
      email: `${name}@exemplo.com.br`,
      role,
      accountIds: null,
      clientIds: [],
      joinedAt: "2026-03-01T12:00:00Z",
      isYou: false,
    });
    const sorted = sortMembers([member("Zeca", "editor"), member("Ana", "editor"), member("Otávio", "owner")]);
    expect(sorted.map((m) => m.name)).toEqual(["Otávio", "Ana", "Zeca"]);
  });
});
