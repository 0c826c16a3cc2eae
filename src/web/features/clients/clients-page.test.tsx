// @vitest-environment happy-dom
import { clientMessages } from "@core/clients/client-rules";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import type { Client, ClientDetail, ClientList } from "./clients-api";
import { ClientsPage } from "./clients-page";
import { socialAccount } from "../../test/social-account";

const json = (body: unknown, status = 200) => Response.json(body, { status });

const instagram = { id: "a0000000-0000-4000-8000-000000000001", platform: "instagram", username: "cafe.aurora" } as const;
const tiktok = { id: "a0000000-0000-4000-8000-000000000002", platform: "tiktok", username: "cafe.aurora" } as const;
const rival = { id: "c0000000-0000-4000-8000-000000000001", platform: "instagram", username: "cafe.rival" } as const;

const account = (profile: typeof instagram | typeof tiktok) => socialAccount(profile);

const competitorList = {
  competitors: [
    {
      ...rival,
      displayName: null,
      avatarUrl: null,
      followersCount: 500,
      dataSource: "demo",
      billing: "included",
      lastCollectedAt: null,
      createdAt: "2026-12-01T12:00:00.000Z",
    },
  ],
  limit: { planId: "sparks_go", planName: "Inteligram Go", max: 5, included: 5, addOnPriceCentavos: null, paidAddons: 0 },
  sources: [],
};

function client(name: string, accounts: (typeof instagram | typeof tiktok)[] = []): Client {
  return {
    id: "d0000000-0000-4000-8000-000000000001",
    name,
    accounts: [...accounts],
    competitors: [],
    recipients: [],
    branding: { available: false, color: null, hasLogo: false },
    schedule: {
      cadence: null,
      weekday: null,
      monthDay: null,
      attachPdf: true,
      paused: false,
      pausedReason: null,
      description: null,
      nextSendDay: null,
    },
    createdAt: "2026-12-01T12:00:00.000Z",
  };
}

const detail = (base: Client): ClientDetail => ({ ...base, links: [], deliveries: [] });

function list(clients: Client[], overrides: Partial<ClientList> = {}): ClientList {
  return {
    usesClients: true,
    canManage: true,
    canShare: true,
    limit: { used: clients.length, max: 6, fullMessage: null },
    cadences: ["weekly", "monthly"],
    clients,
    ...overrides,
  };
}

type Call = { method: string; path: string; body: unknown };

const logoRefused = "O logotipo precisa ser uma imagem PNG ou JPEG de até 1 MB.";

/** A server whose answers are given by path and method; every request is recorded. */
function server(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        path: String(input),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      const response = answer(call);
      if (response) return response;
      if (call.path === "/api/accounts") return json({ accounts: [account(instagram), account(tiktok)] });
      if (call.path === "/api/competitors") return json(competitorList);
      return json({ error: { code: "NOT_FOUND", message: "Não encontrado." } }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ClientsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/clientes", () => {
  it("creates a client with its name, accounts of both networks and competitors, and lists it", async () => {
    const user = userEvent.setup();
    const created = client("Café Aurora", [instagram, tiktok]);
    let clients: Client[] = [];
    const calls = server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list(clients));
      if (path === "/api/clients" && method === "POST") {
        clients = [created];
        return json(created, 201);
      }
      return undefined;
    });
    renderPage();
    expect(await screen.findByText(/Nenhum cliente ainda/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Novo cliente" }));
    const form = screen.getByRole("form", { name: "Novo cliente" });
    await user.type(within(form).getByLabelText("Nome do cliente"), "Café Aurora");
    await user.click(await within(form).findByLabelText("@cafe.aurora (Instagram)"));
    await user.click(within(form).getByLabelText("@cafe.aurora (TikTok)"));
    await user.click(await within(form).findByLabelText("@cafe.rival (Instagram)"));
    await user.click(within(form).getByRole("button", { name: "Criar cliente" }));

    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/clients",
      body: { name: "Café Aurora", accountIds: [instagram.id, tiktok.id], competitorIds: [rival.id] },
    });
    const item = (await screen.findByRole("heading", { name: "Café Aurora", level: 3 })).closest("li")!;
    expect(item.textContent).toContain("@cafe.aurora (Instagram), @cafe.aurora (TikTok)");
    expect(item.textContent).toContain("Sem envio programado");
    expect(item.textContent).toContain("Nenhum destinatário");
    // The form closed, and the focus is back on the button that opened it.
    expect(screen.queryByRole("form", { name: "Novo cliente" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Novo cliente" })));
  });

  it("shows the server's pt-BR refusal under the field it names", async () => {
    const user = userEvent.setup();
    server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list([]));
      if (path === "/api/clients" && method === "POST")
        return json(
          {
            error: {
              code: "CONFLICT",
              message: clientMessages.nameTaken,
              fields: { name: clientMessages.nameTaken },
            },
          },
          409,
        );
      return undefined;
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Novo cliente" }));
    const name = screen.getByLabelText("Nome do cliente");
    await user.type(name, "Café Aurora");
    await user.click(screen.getByRole("button", { name: "Criar cliente" }));

    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const errorId = name.getAttribute("aria-describedby")!;
    expect(document.getElementById(errorId)?.textContent).toBe("Já existe um cliente com este nome.");
  });

  it("shows the plan's limit refused by the server in the form", async () => {
    const user = userEvent.setup();
    const limit = "Seu plano Inteligram Start permite até 2 clientes. Faça upgrade para o Inteligram Go para ter até 6.";
    server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list([]));
      if (path === "/api/clients" && method === "POST")
        return json({ error: { code: "PLAN_LIMIT", message: limit, reason: "CLIENT_LIMIT" } }, 403);
      return undefined;
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Novo cliente" }));
    await user.type(screen.getByLabelText("Nome do cliente"), "Terceiro");
    await user.click(screen.getByRole("button", { name: "Criar cliente" }));
    expect(await screen.findByText(limit)).toBeTruthy();
  });

  it("shows a new link once, with its copy button and its expiry", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const base = client("Café Aurora", [instagram]);
    const url = "http://localhost:3000/r/abc123";
    const calls = server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list([base]));
      if (path === `/api/clients/${base.id}` && method === "GET") return json(detail(base));
      if (path === `/api/clients/${base.id}/links` && method === "POST")
        return json({ id: "e0000000-0000-4000-8000-000000000001", url, expiresAt: "2026-12-31T15:00:00.000Z" }, 201);
      return undefined;
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Abrir o cliente Café Aurora" }));
    await user.click(await screen.findByRole("button", { name: "Criar link" }));

    const shown = (await screen.findByLabelText("Link do relatório online")) as HTMLInputElement;
    expect(shown.value).toBe(url);
    expect(screen.getByText(/Válido até 31\/12\/2026/)).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ period: "last_month", days: 30 });
    await user.click(screen.getByRole("button", { name: "Copiar link" }));
    expect(writeText).toHaveBeenCalledWith(url);

    // Closed, it is gone for good: the server keeps only its hash.
    await user.click(screen.getByRole("button", { name: "Fechar" }));
    expect(screen.queryByLabelText("Link do relatório online")).toBeNull();
    expect(screen.queryByDisplayValue(url)).toBeNull();
  });

  it("asks for confirmation before deleting a client, and deletes it only then", async () => {
    const user = userEvent.setup();
    const base = client("Café Aurora", [instagram]);
    let clients = [base];
    const calls = server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list(clients));
      if (path === `/api/clients/${base.id}` && method === "GET") return json(detail(base));
      if (path === `/api/clients/${base.id}` && method === "DELETE") {
        clients = [];
        return json({ ok: true });
      }
      return undefined;
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Abrir o cliente Café Aurora" }));
    await user.click(await screen.findByRole("button", { name: "Excluir cliente" }));

    const dialog = await screen.findByRole("dialog", { name: "Excluir o cliente Café Aurora?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Excluir cliente" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Excluir cliente" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "DELETE" && call.path === `/api/clients/${base.id}`)).toBe(true),
    );
    expect(await screen.findByText(/Nenhum cliente ainda/)).toBeTruthy();
  });

  it("lists the client's latest e-mails with where each stands", async () => {
    const base = client("Café Aurora", [instagram]);
    const period = { from: "2026-11-01", to: "2026-11-30" };
    server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list([base]));
      if (path === `/api/clients/${base.id}` && method === "GET")
        return json({
          ...detail(base),
          deliveries: [
            { email: "ana@cafe.com", period, status: "sent", error: null, sentAt: "2026-12-01T11:05:00.000Z" },
            {
              email: "bia@cafe.com",
              period,
              status: "failed",
              error: "Endereço recusado pelo servidor de e-mail.",
              sentAt: null,
            },
            { email: "caio@cafe.com", period, status: "pending", error: null, sentAt: null },
          ],
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Abrir o cliente Café Aurora" }));
    const items = within(await screen.findByRole("list", { name: "Últimos envios de Café Aurora" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "ana@cafe.com · 01/11/2026 a 30/11/2026Enviado em 01/12/2026 08:05",
      "bia@cafe.com · 01/11/2026 a 30/11/2026Não enviado: Endereço recusado pelo servidor de e-mail.",
      "caio@cafe.com · 01/11/2026 a 30/11/2026Na fila",
    ]);
  });

  it("says when no e-mail has been sent yet", async () => {
    const base = client("Café Aurora", [instagram]);
    server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list([base]));
      if (path === `/api/clients/${base.id}` && method === "GET") return json(detail(base));
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Abrir o cliente Café Aurora" }));
    expect(await screen.findByText(/Nenhum e-mail enviado ainda/)).toBeTruthy();
  });

  it("saves the report's colour and logo, and shows a refused logo's reason", async () => {
    const base = { ...client("Café Aurora", [instagram]), branding: { available: true, color: null, hasLogo: false } };
    const calls = server(({ method, path, body }) => {
      if (path === "/api/clients" && method === "GET") return json(list([base]));
      if (path === `/api/clients/${base.id}` && method === "GET") return json(detail(base));
      if (path === `/api/clients/${base.id}/color` && method === "PUT")
        return json({ ...base, branding: { ...base.branding, color: (body as { color: string }).color } });
      if (path === `/api/clients/${base.id}/logo` && method === "PUT") {
        if ((body as File).type !== "image/png") return json({ error: { code: "VALIDATION_ERROR", message: logoRefused } }, 400);
        return json({ ...base, branding: { ...base.branding, hasLogo: true } });
      }
      return undefined;
    });
    // A file the picker would not offer is still sent to the server, which decides.
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Abrir o cliente Café Aurora" }));
    const colour = (await screen.findByLabelText("Cor")) as HTMLInputElement;
    // A colour input takes its value from a change, as the browser's picker gives it.
    fireEvent.change(colour, { target: { value: "#c2410c" } });
    await user.click(screen.getByRole("button", { name: "Salvar cor" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT" && call.path.endsWith("/color"))?.body).toEqual({ color: "#c2410c" }),
    );

    const upload = screen.getByLabelText("Logotipo (PNG ou JPEG, até 1 MB)");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    await user.upload(upload, png);
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith("/logo") && call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.path.endsWith("/logo"))?.body).toBe(png);

    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], "logo.gif", { type: "image/gif" });
    await user.upload(upload, gif);
    expect((await screen.findByRole("alert")).textContent).toBe(logoRefused);
  });

  it("hides what a reader may not do", async () => {
    const base = client("Café Aurora", [instagram]);
    server(({ method, path }) => {
      if (path === "/api/clients" && method === "GET") return json(list([base], { canManage: false, canShare: false }));
      if (path === `/api/clients/${base.id}` && method === "GET") return json(detail(base));
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Abrir o cliente Café Aurora" }));
    expect(await screen.findByRole("link", { name: /Baixar PDF/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Novo cliente" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Criar link" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Enviar agora" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Excluir cliente" })).toBeNull();
  });
});
