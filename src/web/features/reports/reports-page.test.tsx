// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render as renderInDocument, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SocialAccount } from "@core/social/account-responses";
import { socialAccount } from "../../test/social-account";
import { accountsQueryKey } from "~/lib/social-accounts-api";
import { ReportsPage } from "./reports-page";
import { reportKeys, type Report, type ReportSettings } from "./reports-api";

const account = (id: string, username: string, platform: SocialAccount["platform"] = "instagram") =>
  socialAccount({ id, username, platform });

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

describe("/relatorios' account select", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the accounts in the one order of every picker, the one being looked at still chosen", () => {
    // Nothing is asked of the server: every answer below is already in the cache.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("no request expected"))),
    );
    // The person looks at a TikTok account: GET /api/accounts answers it first.
    const tiktok = account("a0000000-0000-4000-8000-000000000003", "conta.atual", "tiktok");
    const zeta = account("a0000000-0000-4000-8000-000000000004", "Zeta.loja");
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(reportKeys.settings, settings);
    client.setQueryData(reportKeys.list, { reports: [] });
    client.setQueryData(accountsQueryKey, { accounts: [tiktok, first, zeta] });
    renderInDocument(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ReportsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Conta");
    // docs/decisions/033-account-labels.md: the network (Instagram first), then the username.
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["@primeira.conta (Instagram)", "@Zeta.loja (Instagram)", "@conta.atual (TikTok)"]);
    expect(select.value).toBe(tiktok.id);
  });
});
