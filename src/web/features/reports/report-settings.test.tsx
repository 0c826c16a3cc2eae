// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render as draw, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api";
import { logoErrorText, ReportSettingsSection, scheduleWarning } from "./report-settings";
import { reportKeys, type ReportSettings } from "./reports-api";

const settings: ReportSettings = {
  cadence: "weekly",
  cadenceLabel: "Semanal",
  paused: false,
  canManage: true,
  accounts: [
    { id: "a1", username: "cafe.da.esquina", platform: "instagram", selected: true },
    { id: "a2", username: "cafe.da.esquina", platform: "tiktok", selected: true },
  ],
  recipients: [
    { userId: "u1", name: "Maria Souza", email: "maria@exemplo.com.br", role: "owner", enabled: true },
    { userId: "u2", name: "João Lima", email: "joao@exemplo.com.br", role: "editor", enabled: false },
  ],
  branding: { available: true, color: null, hasLogo: false },
  outsideRecipients: [],
  sections: [
    "summary",
    "followers",
    "engagement",
    "posts",
    "formats",
    "bestTimes",
    "indicators",
    "competitors",
    "recommendations",
    "comments",
  ],
  note: null,
  sendPeriod: { from: "2026-11-16", to: "2026-11-22" },
  deliveries: [],
};

function render(value: ReportSettings) {
  const client = new QueryClient();
  client.setQueryData(reportKeys.settings, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportSettingsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("scheduleWarning", () => {
  it("says nothing will be sent when nobody or no account is ticked, unless the e-mails are paused", () => {
    expect(scheduleWarning(settings)).toBeNull();
    const nobody = { ...settings, recipients: settings.recipients.map((member) => ({ ...member, enabled: false })) };
    expect(scheduleWarning(nobody)).toBe("Nenhum destinatário marcado: nenhum relatório será enviado.");
    const noAccount = { ...settings, accounts: settings.accounts.map((account) => ({ ...account, selected: false })) };
    expect(scheduleWarning(noAccount)).toBe("Nenhuma conta marcada: nenhum relatório será enviado.");
    expect(scheduleWarning({ ...nobody, paused: true })).toBeNull();
    // No account connected at all: nothing to tick, nothing to warn about here.
    expect(scheduleWarning({ ...settings, accounts: [] })).toBeNull();
  });
});

describe("ReportSettingsSection", () => {
  it("names each account's network beside its username (docs/decisions/033-account-labels.md)", () => {
    const html = render(settings).replace(/<svg[\s\S]*?<\/svg>/g, "");
    const labels = [...html.matchAll(/<input type="checkbox"[^>]*\/>(.*?)<\/label>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(labels).toContain("@cafe.da.esquina Instagram");
    expect(labels).toContain("@cafe.da.esquina TikTok");
  });

  it("shows the warning beside the choices when no recipient is ticked", () => {
    const html = render({ ...settings, recipients: settings.recipients.map((member) => ({ ...member, enabled: false })) });
    expect(html).toContain("Nenhum destinatário marcado: nenhum relatório será enviado.");
    expect(render(settings)).not.toContain("nenhum relatório será enviado");
  });

  it("picks the Pro logo with a labelled pt-BR button, the browser's own file input hidden", () => {
    const html = render(settings);
    expect(html).toMatch(/<label[^>]*for="report-logo-button"[^>]*>Logotipo<\/label>/);
    expect(html).toMatch(
      /<button[^>]*id="report-logo-button"[^>]*aria-describedby="report-logo-file"[^>]*>.*Escolher logotipo<\/button>/,
    );
    expect(html).toMatch(/<span id="report-logo-file"[^>]*>Nenhum arquivo escolhido<\/span>/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*hidden=""/);
  });
});

describe("ReportSettingsSection's failed read", () => {
  it("says it in pt-BR with 'Tentar novamente', which reads the settings again", async () => {
    // As the server sends them: the accounts' ids are UUIDs (src/core/reports/report-responses.ts).
    const served = {
      ...settings,
      accounts: settings.accounts.map((account, index) => ({
        ...account,
        id: `a0000000-0000-4000-8000-00000000000${index + 1}`,
      })),
    };
    const answers = [
      Response.json({ error: { code: "UNAVAILABLE", message: "O serviço está indisponível no momento." } }, { status: 503 }),
      Response.json(served),
    ];
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(new URL(String(input), "http://localhost").pathname).toBe("/api/report-settings");
      return answers.shift()!;
    });
    vi.stubGlobal("fetch", fetchMock);
    draw(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ReportSettingsSection />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Não foi possível carregar as configurações dos relatórios.");
    expect(alert.textContent).toContain("O serviço está indisponível no momento.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("heading", { name: "Relatórios por e-mail" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("logoErrorText", () => {
  it("says the 1 MB limit on a 413 and the server's message otherwise", () => {
    expect(logoErrorText(new ApiError("INVALID_INPUT", "Request Entity Too Large", 413))).toBe("O logotipo deve ter até 1 MB.");
    expect(logoErrorText(new ApiError("INVALID_INPUT", "Envie um PNG ou JPEG.", 415))).toBe("Envie um PNG ou JPEG.");
  });
});
