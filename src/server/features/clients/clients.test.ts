// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import type { Client, ClientList } from "@core/clients/client-responses";
import { clientMessages, describeClientLimit } from "@core/clients/client-rules";
import type { TestClient } from "../../test/http-client";
import { waitForEmail } from "../../test/mailbox";
import { connectCollected } from "../../test/team";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser, paidUser, signUpConfirmed } from "../../test/users";

const t = useTestServer();

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

async function json<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function pdfPages(bytes: ArrayBuffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((page) => page.replace(/\s+/g, " "));
}

type Agency = Awaited<ReturnType<typeof collectedUser>> & { tiktokId: string; otherId: string; lua: Client; sol: Client };
let agency: Agency;

// An agency on Pro: "Doceria Lua" with its Instagram and TikTok, and "Padaria Sol" with another
// Instagram account.
beforeAll(async () => {
  const user = await collectedUser(t.server, "doceria.lua", "sparks_pro");
  const tiktokId = await connectCollectedTikTok(t.server, user.client, "doceria.lua.tt");
  const before = await json<ClientList>(user.client, "/api/clients");
  // One Instagram and one TikTok account: one brand, the word is not shown yet.
  expect(before).toMatchObject({ usesClients: false, clients: [], canManage: true });
  const created = await user.client.post("/api/clients", { name: "Doceria Lua", accountIds: [user.accountId, tiktokId] });
  expect(created.status).toBe(201);
  const { accountId: otherId } = await connectCollected(user.client, "padaria.sol");
  const sol = await user.client.post("/api/clients", { name: "Padaria Sol", accountIds: [otherId] });
  expect(sol.status).toBe(201);
  agency = { ...user, tiktokId, otherId, lua: (await created.json()) as Client, sol: (await sol.json()) as Client };
}, 240_000);

describe("clients", { timeout: 180_000 }, () => {
  it("group an Instagram and a TikTok account under one brand, and the workspace then shows the word", async () => {
    expect(agency.lua.accounts.map((account) => account.platform)).toEqual(["instagram", "tiktok"]);
    const list = await json<ClientList>(agency.client, "/api/clients");
    expect(list.usesClients).toBe(true);
    expect(list.clients.map((client) => [client.name, client.accounts.map((account) => account.username)])).toEqual([
      ["Doceria Lua", ["doceria.lua", "doceria.lua.tt"]],
      ["Padaria Sol", ["padaria.sol"]],
    ]);
  });

  it("give an account to at most one client, and refuse a repeated name", async () => {
    const taken = await agency.client.post("/api/clients", { name: "Outra marca", accountIds: [agency.accountId] });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe(
      clientMessages.accountOfAnotherClient("@doceria.lua (Instagram)", "Doceria Lua"),
    );
    const moved = await agency.client.request(`/api/clients/${agency.sol.id}`, {
      method: "PATCH",
      json: { accountIds: [agency.otherId, agency.tiktokId] },
    });
    expect(moved.status).toBe(409);
    const repeated = await agency.client.post("/api/clients", { name: "doceria lua" });
    expect(repeated.status).toBe(409);
    expect(((await repeated.json()) as { error: { message: string } }).error.message).toBe(clientMessages.nameTaken);
  });

  it("are limited by the plan on the server", async () => {
    const start = await paidUser(t.server, "basic");
    for (const name of ["Cliente A", "Cliente B"]) expect((await start.client.post("/api/clients", { name })).status).toBe(201);
    const third = await start.client.post("/api/clients", { name: "Cliente C" });
    expect(third.status).toBe(403);
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe(describeClientLimit("basic"));
    // Weekly e-mails per client start on Go.
    const [first] = (await json<ClientList>(start.client, "/api/clients")).clients;
    const weekly = await start.client.request(`/api/clients/${first!.id}`, {
      method: "PATCH",
      json: { schedule: { cadence: "weekly", weekday: 3 } },
    });
    expect(weekly.status).toBe(403);
    expect(((await weekly.json()) as { error: { message: string } }).error.message).toBe(clientMessages.weeklyLocked);
    // White-label is Pro's.
    expect(
      (await start.client.request(`/api/clients/${first!.id}/color`, { method: "PUT", json: { color: "#112233" } })).status,
    ).toBe(403);
  });

  it("make one PDF with both networks' key figures side by side on its first page, then a section per account", async () => {
    const response = await agency.client.request(`/api/clients/${agency.lua.id}/report?period=30d`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="relatorio-doceria-lua-.*\.pdf"/);
    const pages = await pdfPages(await response.arrayBuffer());
    const first = pages[0]!;
    expect(first).toContain("Relatório de Doceria Lua");
    expect(first).toContain("Números do período");
    for (const [accountId, username, network] of [
      [agency.accountId, "doceria.lua", "Instagram"],
      [agency.tiktokId, "doceria.lua.tt", "TikTok"],
    ] as const) {
      const analytics = await json<PeriodAnalytics>(agency.client, `/api/analytics?accountId=${accountId}&period=30d`);
      expect(first).toContain(`@${username}`);
      expect(first).toContain(network);
      expect(first, username).toContain(integer.format(analytics.metrics.followers.value!));
      expect(pages.slice(1).join(" ")).toContain(`@${username} (${network})`);
    }
    // Another client's account is in no page.
    expect(pages.join(" ")).not.toContain("padaria.sol");
  });

  it("export one sheet per topic with the network and the account as columns", async () => {
    const response = await agency.client.request(`/api/clients/${agency.lua.id}/export?period=30d`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Resumo",
      "Publicações",
      "Métricas diárias",
      "Comentários",
      "Concorrentes",
    ]);
    const summary = workbook.getWorksheet("Resumo")!;
    expect(summary.getRow(1).values).toEqual([
      undefined,
      "Rede",
      "Conta",
      "Seguidores",
      "Alcance",
      "Interações",
      "Publicações",
      "Indisponível",
    ]);
    const analytics = await json<PeriodAnalytics>(agency.client, `/api/analytics?accountId=${agency.tiktokId}&period=30d`);
    const tiktokRow = summary.getRow(3).values as unknown[];
    expect(tiktokRow.slice(1, 4)).toEqual(["TikTok", "@doceria.lua.tt", analytics.metrics.followers.value]);
    const networks = new Set<string>();
    workbook.getWorksheet("Publicações")!.eachRow((row, number) => {
      if (number > 1) networks.add(String(row.getCell(1).value));
    });
    expect([...networks].sort()).toEqual(["Instagram", "TikTok"]);
  });

  it("limit a member to a client: they reach its accounts, and no other client or account", async () => {
    const person = await signUpConfirmed(t.server, "Carla Cliente");
    const invited = await agency.client.post("/api/team/invitations", {
      email: person.email,
      role: "viewer",
      clientIds: [agency.lua.id],
    });
    expect(invited.status).toBe(201);
    const message = await waitForEmail(t.server.context.db, person.email, "Convite para a equipe");
    expect(message.text).toContain("ao cliente Doceria Lua");
    const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1]!;
    expect((await person.client.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);

    const { accounts } = await json<{ accounts: { id: string }[] }>(person.client, "/api/accounts");
    const ids = accounts.map((account) => account.id).sort();
    expect(ids).toEqual([agency.accountId, agency.tiktokId].sort());
    const list = await json<ClientList>(person.client, "/api/clients");
    expect(list.clients.map((client) => client.name)).toEqual(["Doceria Lua"]);
    expect(list.canManage).toBe(false);
    expect((await person.client.request(`/api/clients/${agency.sol.id}`)).status).toBe(404);
    expect((await person.client.request(`/api/analytics?accountId=${agency.otherId}&period=30d`)).status).toBe(404);
    expect((await person.client.request(`/api/clients/${agency.lua.id}/report?period=7d`)).status).toBe(200);
    // A viewer changes nothing.
    expect(
      (await person.client.request(`/api/clients/${agency.lua.id}`, { method: "PATCH", json: { name: "Outro" } })).status,
    ).toBe(403);

    // The team page names the member's client.
    const team = await json<{ members: { email: string; clientIds: string[] }[] }>(agency.client, "/api/team");
    expect(team.members.find((member) => member.email === person.email)?.clientIds).toEqual([agency.lua.id]);

    // An account the client gains is theirs at once; one it loses is not.
    expect(
      (await agency.client.request(`/api/clients/${agency.sol.id}`, { method: "PATCH", json: { accountIds: [] } })).status,
    ).toBe(200);
    expect(
      (
        await agency.client.request(`/api/clients/${agency.lua.id}`, {
          method: "PATCH",
          json: { accountIds: [agency.accountId, agency.tiktokId, agency.otherId] },
        })
      ).status,
    ).toBe(200);
    expect((await person.client.request(`/api/analytics?accountId=${agency.otherId}&period=30d`)).status).toBe(200);
    expect(
      (
        await agency.client.request(`/api/clients/${agency.lua.id}`, {
          method: "PATCH",
          json: { accountIds: [agency.accountId, agency.tiktokId] },
        })
      ).status,
    ).toBe(200);
    expect(
      (await agency.client.request(`/api/clients/${agency.sol.id}`, { method: "PATCH", json: { accountIds: [agency.otherId] } }))
        .status,
    ).toBe(200);
    expect((await person.client.request(`/api/analytics?accountId=${agency.otherId}&period=30d`)).status).toBe(404);
  });

  it("are read through /api/v1 with their accounts", async () => {
    const created = await agency.client.post("/api/api-keys", { name: "BI" });
    const { key } = (await created.json()) as { key: string };
    const v1 = (path: string) => t.server.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
    const list = await v1("/clients");
    expect(list.status).toBe(200);
    const body = (await list.json()) as {
      data: { id: string; name: string; accounts: { id: string; platform: string; username: string }[] }[];
    };
    expect(
      body.data.map((client) => [client.name, client.accounts.map((account) => `${account.platform}:${account.username}`)]),
    ).toEqual([
      ["Doceria Lua", ["instagram:doceria.lua", "tiktok:doceria.lua.tt"]],
      ["Padaria Sol", ["instagram:padaria.sol"]],
    ]);
    const one = await v1(`/clients/${agency.lua.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { name: string }).name).toBe("Doceria Lua");
    expect((await v1("/clients/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
