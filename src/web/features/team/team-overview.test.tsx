import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import type { Team } from "./team-api";
import { TeamOverview } from "./team-overview";

const owner = {
  userId: "u-owner",
  name: "Otávio Dono",
  email: "otavio@exemplo.com.br",
  role: "owner" as const,
  accountIds: null,
  clientIds: [],
  joinedAt: "2026-03-01T15:00:00Z",
};
const member = {
  userId: "u-member",
  name: "Bruna Membro",
  email: "bruna@exemplo.com.br",
  role: "editor" as const,
  accountIds: null,
  clientIds: [],
  joinedAt: "2026-03-05T15:00:00Z",
};
const invitation = {
  id: "inv-1",
  email: "ana@exemplo.com.br",
  invitedByName: "Otávio Dono",
  role: "viewer" as const,
  accountIds: ["a1"],
  clientIds: [],
  createdAt: "2026-03-06T15:00:00Z",
  expiresAt: "2026-03-13T15:00:00Z",
};

const fullGo = "Seu plano Inteligram Go permite até 3 usuários. Faça upgrade para o Inteligram Pro para ter até 5.";

function teamAs(role: "owner" | "editor" | "admin", overrides: Partial<Team> = {}): Team {
  return {
    workspace: { id: "w1", name: "Café Aurora" },
    role,
    canManage: role !== "editor",
    seats: { used: 3, limit: 3, planName: "Inteligram Go", fullMessage: fullGo },
    members: [
      { ...owner, isYou: role === "owner" },
      { ...member, isYou: role === "editor" },
    ],
    invitations: [invitation],
    ...overrides,
  };
}

const render = (team: Team) =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TeamOverview team={team} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The markup of one member's row, found by their e-mail. */
function rowOf(html: string, email: string) {
  const rows = html
    .split('data-testid="team-member"')
    .slice(1)
    .map((row) => row.slice(0, row.indexOf("</li>")));
  const row = rows.find((candidate) => candidate.includes(email));
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

describe("TeamOverview", () => {
  it("shows the seats line, announced when it changes, with the plan it comes from", () => {
    const html = render(teamAs("owner", { seats: { used: 2, limit: 3, planName: "Inteligram Go", fullMessage: null } }));
    expect(html).toMatch(/data-testid="team-seats"[^>]*aria-live="polite"[^>]*>2 de 3 usuários</);
    expect(html).toContain("No plano Inteligram Go");
    expect(html).not.toContain("fazer upgrade");
    expect(html).not.toContain(fullGo);
    expect(html).not.toMatch(/<input[^>]* disabled=""/);
  });

  it("with every seat taken, points the owner to the plan", () => {
    const html = render(teamAs("owner"));
    expect(html).toContain("3 de 3 usuários");
    expect(html).toContain('href="/admin/my-plan"');
    // The invite form is closed, with the plan's limit and the plan that lifts it.
    expect(html).toContain(fullGo);
    expect(html).toMatch(/<input[^>]* id="team-invite-email"[^>]* disabled=""/);
    expect(html).toMatch(/<button[^>]* type="submit"[^>]* disabled=""[^>]*>Enviar convite/);
  });

  it("labels each member's role, the day they joined, and the viewer's own row", () => {
    const html = render(teamAs("editor"));
    expect(html).toContain("Seu papel: <strong");
    expect(rowOf(html, owner.email)).toContain("Proprietário");
    expect(rowOf(html, owner.email)).toContain("Desde 01/03/2026");
    expect(rowOf(html, owner.email)).not.toContain("(você)");
    expect(rowOf(html, member.email)).toContain("Editor");
    expect(rowOf(html, member.email)).toContain("(você)");
    expect(html).toContain("Expira em 13/03/2026");
  });

  it("gives the owner the invite form and the actions on the others' rows, never on their own", () => {
    const html = render(teamAs("owner"));
    expect(html).toContain("Email da pessoa");
    expect(html).toContain("Enviar convite");
    expect(rowOf(html, member.email)).toContain("Remover");
    expect(rowOf(html, member.email)).toContain("Tornar proprietário");
    expect(rowOf(html, owner.email)).not.toContain("Remover");
    expect(html).toContain("Reenviar");
    expect(html).toContain("Revogar");
    expect(html).toContain("transfira antes a propriedade");
    expect(html).not.toContain("Sair da equipe");
  });

  it("shows a member read-only lists and the way out", () => {
    const html = render(teamAs("editor"));
    for (const ownerOnly of ["Enviar convite", "Remover", "Tornar proprietário", "Reenviar", "Revogar"]) {
      expect(html).not.toContain(ownerOnly);
    }
    expect(html).toContain("Somente o proprietário e os administradores convidam");
    expect(html).toContain("Sair da equipe");
  });

  it("lets the owner choose a role and the accounts when inviting, in pt-BR, with native controls", () => {
    const html = render(teamAs("owner", { seats: { used: 2, limit: 3, planName: "Inteligram Go", fullMessage: null } }));
    expect(html).toMatch(/<label[^>]*for="team-invite-role"[^>]*>Papel</);
    expect(html).toMatch(/<select[^>]*id="team-invite-role"/);
    for (const label of ["Administrador", "Editor", "Leitor"])
      expect(html).toMatch(new RegExp(`<option value="[a-z]+"[^>]*>${label}</option>`));
    expect(html).toContain("Acesso às contas");
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/>Todas as contas/);
    expect(html).toContain("Somente as contas escolhidas");
    // The pending invitation names its role.
    expect(html).toContain("Leitor · 1 conta(s)");
    expect(rowOf(html, member.email)).toContain("Alterar papel e contas");
    expect(rowOf(html, member.email)).toContain("Acesso às contas: Todas as contas");
  });

  it("gives an admin the team's management but not the ownership", () => {
    const html = render(teamAs("admin", { seats: { used: 2, limit: 3, planName: "Inteligram Go", fullMessage: null } }));
    expect(html).toContain("Enviar convite");
    expect(rowOf(html, member.email)).toContain("Alterar papel e contas");
    expect(rowOf(html, member.email)).toContain("Remover");
    expect(html).not.toContain("Tornar proprietário");
    expect(rowOf(html, owner.email)).not.toContain("Remover");
  });

  it("says when no invitation is pending", () => {
    const html = render(teamAs("owner", { invitations: [] }));
    expect(html).toContain("Convites pendentes (0)");
    expect(html).toContain("Nenhum convite pendente.");
  });
});
