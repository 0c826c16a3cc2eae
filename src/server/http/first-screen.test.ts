import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { inlineDataKey } from "@core/http/inline-data";
import { signedInPagePaths } from "@core/routing/signed-in-pages";
import { describe, expect, it } from "vitest";
import { firstLoadReads } from "../../web/draw-first-screen";
import type { DashboardData } from "../../web/features/dashboard/dashboard-types";
import type { TestClient } from "../test/http-client";
import { useTestServer, waitFor } from "../test/server";
import { collectedUser, paidUser } from "../test/users";
import { readPageData } from "./page-data";

// docs/decisions/021: the dashboard's first screen is drawn into its HTML from the page's own
// first answer, so the first paint shows the profile and the metrics before the scripts run.
const t = useTestServer();

const readPage = (client: TestClient, pagePath: string, search = "") =>
  readPageData(
    (path, init) => t.server.app.request(path, init),
    new Request(`http://localhost:3000${pagePath}${search}`, { headers: { cookie: client.cookieHeader() } }),
    pagePath,
  );
const drawDashboard = (client: TestClient) => readPage(client, "/dashboard");
/** Without the comments React puts between adjacent texts ("@<!-- -->natgeo"). */
const drawn = (html: string | undefined) => html?.replaceAll("<!-- -->", "");

describe("the dashboard's first screen in its HTML", () => {
  it("shows the collected profile and its five metrics, and nothing below the first screen", async () => {
    const { client } = await collectedUser(t.server, "natgeo");
    const dashboard = (await (await client.request("/api/dashboard")).json()) as DashboardData;
    const { profile, metrics } = dashboard.analytics!;

    const html = drawn((await drawDashboard(client))?.firstScreen)!;
    expect(html).toMatch(/<h1[^>]*>Dashboard/);
    expect(html).toContain(`@${profile.username}`);
    expect(html).toContain(
      `Seguidores</dt><dd class="text-3xl font-bold tracking-tight tabular-nums">${formatCompactNumber(metrics.followersCount)}</dd>`,
    );
    expect(html).toContain(`>${formatPercent(metrics.engagementRate)}</dd>`);
    for (const label of ["Média de curtidas", "Média de comentários", "Visualizações totais"]) expect(html).toContain(label);
    // The late sections render in the browser, after the first paint.
    expect(html).not.toContain("Indicadores avançados");
    expect(html).not.toContain("Publicações recentes");
  });

  it("draws nothing where the page shows something else first (no account: the setup page)", async () => {
    const { client } = await paidUser(t.server);
    const data = await drawDashboard(client);
    expect(data?.script).toContain('"/api/dashboard"');
    expect(data?.firstScreen).toBeUndefined();
  });

  it("draws the other signed-in pages with their own answers", async () => {
    const { client } = await collectedUser(t.server, "nasa");
    // The setup page's account card and the collection card name the current profile.
    expect(drawn((await readPage(client, "/social-media-setup"))?.firstScreen)).toMatch(
      /Seu Instagram[\s\S]*@nasa[\s\S]*Coleta os dados mais recentes de[\s\S]*@nasa/,
    );
    // The alerts, under the page's title: a demo account's customers leave questions unanswered
    // (the alerts job runs after the collection: its alert is awaited first).
    await waitFor(async () => {
      const alerts = (await (await client.request("/api/alerts")).json()) as { alerts: { title: string }[] };
      return alerts.alerts.some((alert) => alert.title.includes("perguntas sem resposta")) ? true : undefined;
    });
    expect(drawn((await readPage(client, "/alertas"))?.firstScreen)).toMatch(
      /<h1[^>]*>Alertas<\/h1>[\s\S]*@nasa \(Instagram\) tem \d+ perguntas sem resposta há mais de 24 h/,
    );
    // My data: the export card, and the person's own consent records.
    expect(drawn((await readPage(client, "/admin/dados"))?.firstScreen)).toMatch(
      /<h1[^>]*>Meus dados<\/h1>[\s\S]*Exportar meus dados[\s\S]*Aceitou os Termos de Uso/,
    );
    // The team: the owner among the members.
    const me = (await (await client.request("/api/auth/get-session")).json()) as { user: { email: string } };
    expect(drawn((await readPage(client, "/admin/equipe"))?.firstScreen)).toMatch(
      new RegExp(`<h1[^>]*>Equipe</h1>[\\s\\S]*${me.user.email}`),
    );
    // The reports: the PDF's card and the list; the e-mail schedule below them is a late section
    // (decision 032), left out rather than drawn as its "Carregando...".
    const reports = drawn((await readPage(client, "/relatorios"))?.firstScreen);
    expect(reports).toMatch(/<h1[^>]*>Relatórios<\/h1>[\s\S]*Gerar relatório em PDF[\s\S]*Relatórios gerados/);
    expect(reports).not.toContain("Carregando");
    expect(reports).not.toContain("Relatórios por e-mail");
    // The PDF's account is the one the person looks at, named from the start.
    expect(reports).toMatch(/<option value="[^"]+" selected="">@nasa\b/);
    // The recommendations of the period in the address, read by the page as in the browser.
    expect(drawn((await readPage(client, "/recomendacoes", "?periodo=7d"))?.firstScreen)).toMatch(
      /<h1[^>]*>Recomendações<\/h1>[\s\S]*Últimos 7 dias:/,
    );
  });
});

// docs/decisions/042: a page's HTML embeds the answers of its table entry's reads
// (src/core/routing/signed-in-pages.ts); its first load must ask for exactly those. An answer
// it does not ask for is read for nothing; one it asks for that is not there, or that a second
// query asks for again after the first took it, waits for the network after all.
describe("each signed-in page's first load and the answers its HTML carries", () => {
  it("asks for every answer the server read for it, once, and for nothing else", async () => {
    const { client } = await collectedUser(t.server, "natgeo");
    // Every page of the table, and the addresses whose reads depend on their query.
    const addresses = [
      ...signedInPagePaths,
      "/recomendacoes?periodo=7d",
      "/busca?q=foto",
      "/busca?q=foto&periodo=custom&de=2026-10-31&ate=2026-10-01",
    ];
    const differences: unknown[] = [];
    const check = async (address: string) => {
      const { pathname, search } = new URL(address, "http://localhost");
      const read: string[] = [];
      const data = await readPageData(
        (path, init) => {
          if (path.startsWith("/api/") && path !== "/api/auth/get-session") read.push(inlineDataKey(path));
          return t.server.app.request(path, init);
        },
        new Request(`http://localhost:3000${address}`, { headers: { cookie: client.cookieHeader() } }),
        pathname,
      );
      const answers = (JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(data!.script)![1]!) as { answers: Record<string, unknown> })
        .answers;
      const asked = await firstLoadReads(pathname, answers, search);
      const difference = {
        askedTwice: asked.filter((key, index) => asked.indexOf(key) !== index),
        askedNotRead: asked.filter((key) => !read.includes(key)),
        readNotAsked: read.filter((key) => !asked.includes(key)),
      };
      if (Object.values(difference).some((keys) => keys.length > 0)) differences.push({ address, ...difference });
    };
    for (const address of addresses) await check(address);
    // With someone to compare with, /concorrentes asks for the comparison of its period.
    expect((await client.post("/api/competitors", { username: "rival_da_natgeo" })).status).toBe(201);
    await check("/concorrentes?periodo=7d");
    expect(differences).toEqual([]);
  });
});
