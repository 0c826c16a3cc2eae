import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SocialAccount } from "@core/social/account-responses";
import { accountsQueryKey } from "~/lib/social-accounts-api";
import { ReportsPage } from "./reports-page";
import { reportKeys, type Report, type ReportSettings } from "./reports-api";

const account = (id: string, username: string): SocialAccount => ({
  id,
  platform: "instagram",
  username,
  displayName: null,
  avatarUrl: null,
  followersCount: 1000,
  connectionType: "manual",
  dataSource: "demo",
  needsReconnect: false,
  commentsMissingPermission: null,
  postsNotAuthorized: false,
  lastCollectedAt: null,
  updatedAt: "2026-12-01T12:00:00.000Z",
});

// The first account connected, and the one this person looks at on the dashboard.
const first = account("a0000000-0000-4000-8000-000000000001", "primeira.conta");
const current = account("a0000000-0000-4000-8000-000000000002", "conta.atual");

const settings: ReportSettings = {
  cadence: "weekly",
  cadenceLabel: "Semanal",
  paused: false,
  canManage: true,
  // The schedule's list: every account, in the order they were connected.
  accounts: [first, current].map(({ id, username, platform }) => ({ id, username, platform, selected: true })),
  recipients: [],
  branding: { available: false, color: null, hasLogo: false },
  outsideRecipients: [],
  sections: ["summary"],
  note: null,
  sendPeriod: { from: "2026-11-16", to: "2026-11-22" },
  deliveries: [],
};

const report: Report = {
  id: "r0000000-0000-4000-8000-000000000001",
  accountId: current.id,
  username: current.username,
  platform: "instagram",
  requestedBy: "Maria Souza",
  trigger: "manual",
  period: { preset: "30d", from: "2026-11-02", to: "2026-12-01" },
  status: "done",
  progress: 100,
  fileName: "relatorio.pdf",
  sizeBytes: 40_000,
  error: null,
  createdAt: "2026-12-01T12:00:00.000Z",
  finishedAt: "2026-12-01T12:00:05.000Z",
  canDelete: true,
};

function render(reports: Report[] = []) {
  const client = new QueryClient();
  client.setQueryData(reportKeys.settings, settings);
  client.setQueryData(reportKeys.list, { reports });
  // GET /api/accounts: the one this person looks at first.
  client.setQueryData(accountsQueryKey, { accounts: [current, first] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("/relatorios", () => {
  it("asks for the report of the account the person is looking at, not the first one connected", () => {
    const html = render();
    expect(html).toMatch(new RegExp(`<option value="${current.id}" selected="">[^<]*@conta\\.atual`));
    expect(html).not.toMatch(new RegExp(`<option value="${first.id}" selected=""`));
  });

  it("tells a phone that the reports' table slides sideways to its download button", () => {
    const html = render([report]);
    expect(html).toMatch(/<p class="[^"]*sm:hidden[^"]*">Deslize a tabela para o lado para ver todas as colunas\.<\/p>/);
    expect(render()).not.toContain("Deslize a tabela");
  });
});
