import type { Request } from "@playwright/test";
import {
  connectAndCollect,
  drawLateSections,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

const colourLabels = /Excelente|Bom|Regular|Atenção/;

test("a paid user with a collected profile reads the dashboard: cards, capped lists, indicators, history", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  const email = uniqueEmail("dashboard");

  // Without a plan the dashboard sends the person to onboarding; with a plan but no
  // Instagram account, to connect one (docs/product/screens.md).
  await signUpAndConfirm(page, email);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/onboarding$/);

  await subscribe(page, origin);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/social-media-setup$/);
  const accountId = await connectAndCollect(page, origin);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Dashboard/ })).toBeVisible();
  await drawLateSections(page);
  await expect(page.getByText("Olá, Maria Souza!")).toBeVisible();
  await expect(page.getByText("Dados de demonstração")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /National Geographic|natgeo/i })).toBeVisible();

  // The five metric cards, with their labels and a value each.
  const metrics = page.getByRole("region", { name: "Métricas principais" });
  for (const label of [
    "Seguidores",
    "Taxa de engajamento",
    "Média de curtidas",
    "Média de comentários",
    "Visualizações totais",
  ]) {
    await expect(metrics.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("metric-card")).toHaveCount(5);
  await expect(metrics.getByTestId("metric-card").nth(1)).toContainText(/\d+,\d{2}%/);

  // Lists capped at 6; 'E mais N perfis relacionados...' when there are more (docs/product/screens.md).
  const dashboard = (await (await page.request.get("/api/dashboard")).json()) as {
    analytics: { relatedProfilesTotal: number; recentPosts: unknown[]; recentVideos: unknown[] };
  };
  const posts = page.getByTestId("recent-post");
  await expect(posts).toHaveCount(Math.min(6, dashboard.analytics.recentPosts.length));
  expect(await posts.count()).toBeGreaterThan(0);
  await expect(posts.first().getByRole("link")).toHaveAttribute("href", /^https:\/\/www\.instagram\.com\//);
  await expect(page.getByTestId("recent-video")).toHaveCount(Math.min(6, dashboard.analytics.recentVideos.length));
  const total = dashboard.analytics.relatedProfilesTotal;
  await expect(page.getByTestId("related-profile")).toHaveCount(Math.min(6, total));
  if (total > 6) await expect(page.getByText(`E mais ${total - 6} perfis relacionados...`)).toBeVisible();
  else await expect(page.getByText(/perfis relacionados\.\.\.$/)).toHaveCount(0);

  // Twelve indicator cards, each scored with its colour said in words, or marked as not enough data.
  const cards = page.getByTestId("indicator-card");
  await expect(cards).toHaveCount(12, { timeout: 30_000 });
  for (const card of await cards.all()) {
    await expect(card).toContainText(/Excelente|Bom|Regular|Atenção|Dados insuficientes|sem nota/);
  }
  await expect(page.getByTestId("indicator-color").first()).toHaveText(colourLabels);
  await expect(page.getByText(/^(Atualizado agora|há \d+ horas?|há \d+ dias?)/)).toBeVisible();
  const firstCard = cards.first();
  await firstCard.getByText("Como calculamos").click();
  await expect(firstCard.getByText(/Total de comentários dividido pelo total de curtidas/)).toBeVisible();

  // The period (30 days by default; e2e/analytics.spec.ts covers it): the lazily loaded charts
  // and the heatmap, each with a text summary.
  await expect(page.getByRole("heading", { name: "Seguidores ao longo do tempo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Engajamento ao longo do tempo" })).toBeVisible();
  await expect(page.getByRole("table").getByText(/^Engajamento médio por post/)).toBeAttached();
  // The best day and hour, each from at least 3 posts or 'Dados insuficientes'.
  await expect(
    page.getByText(
      /^Melhor dia: (\S+ \(média de .+ em \d+ posts\)|Dados insuficientes).* Melhor horário: (\d{1,2}h, horário de Brasília|Dados insuficientes)/,
    ),
  ).toBeVisible();

  // Fresh data: no stale alert (the alert's 24 h rule is unit-tested in dashboard-view.test.ts).
  await expect(page.getByText("Dados desatualizados")).toHaveCount(0);

  await expectNoAxeViolations(page);

  // On a 390 px phone the heatmap scrolls inside its own box: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("Deslize o mapa para o lado para ver todas as horas.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Data moved 25 h into the past (a development-only route): the stale alert with its age.
  const aged = await page.request.post("/dev/age-analytics", { data: { accountId, hours: 25 }, headers: { origin } });
  expect(aged.status()).toBe(200);
  await page.reload();
  await expect(page.getByText("Dados desatualizados")).toBeVisible();
  await expect(page.getByText(/há 25h/).first()).toBeVisible();

  // Refresh re-reads the database; 'Recalcular' computes the indicators on demand.
  await page.getByRole("button", { name: "Atualizar dados" }).click();
  await expect(toast(page, "Dados atualizados")).toBeVisible();
  await page.getByRole("button", { name: "Recalcular" }).click();
  await expect(toast(page, "Indicadores avançados calculados com sucesso!")).toBeVisible();

  // A second account, newly connected and so the current one: the switcher appears, the account
  // waits for data, and switching goes back and forth.
  const second = await page.request.post("/api/accounts", { data: { username: "cafe.aurora" }, headers: { origin } });
  expect(second.status()).toBe(201);
  await page.reload();
  const switcher = page.getByLabel("Perfil do Instagram");
  await expect(page.getByRole("heading", { name: "Aguardando Dados" })).toBeVisible();
  // From the keyboard too: the list keeps the focus through the switch.
  await switcher.focus();
  await switcher.selectOption({ label: "@natgeo (Instagram)" });
  await expect(toast(page, "Perfil alterado")).toBeVisible();
  await expect(page.getByRole("link", { name: /@natgeo/ })).toBeVisible();
  await expect(switcher).toBeFocused();
  await switcher.selectOption({ label: "@cafe.aurora (Instagram)" });
  await expect(page.getByRole("heading", { name: "Aguardando Dados" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Iniciar Coleta de Dados" }).click();
  await expect(toast(page, "Coleta iniciada!")).toBeVisible();
  await expect(toast(page, "Dados processados!")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: /@cafe\.aurora/ })).toBeVisible();
  await expect(page.getByTestId("metric-card")).toHaveCount(5);

  // A TikTok account beside the Instagram ones. Switching "Perfil" from Instagram to it reads its
  // own recommendations and comments: the Instagram account's stayed on screen, and nothing was
  // asked for, until a reload.
  const tiktokId = await connectAndCollect(page, origin, { username: "lojadamaria", platform: "tiktok" });
  expect((await page.request.post(`/api/accounts/${accountId}/select`, { data: {}, headers: { origin } })).status()).toBe(200);
  type Recommendations = { accountId: string; recommendations: { status: string; evidence: string }[] };
  const topThree = (list: Recommendations) =>
    list.recommendations
      .filter((item) => item.status === "open")
      .slice(0, 3)
      .map((item) => item.evidence);
  const readRecommendations = async () =>
    (await (await page.request.get("/api/insights/recommendations?period=30d")).json()) as Recommendations;
  await page.reload();
  await drawLateSections(page);
  const evidence = page.getByTestId("dashboard-recommendations").getByTestId("recommendation-evidence");
  const instagramRecommendations = await readRecommendations();
  expect(instagramRecommendations.accountId).toBe(accountId);
  await expect(evidence).toHaveText(topThree(instagramRecommendations));
  const isRecommendations = (request: Request) => new URL(request.url()).pathname === "/api/insights/recommendations";
  const isTikTokComments = (request: Request) => {
    const url = new URL(request.url());
    return url.pathname === "/api/comments/summary" && url.searchParams.get("accountId") === tiktokId;
  };
  const asked = Promise.all([page.waitForRequest(isRecommendations), page.waitForRequest(isTikTokComments)]);
  await page.getByLabel("Perfil", { exact: true }).selectOption(tiktokId);
  await expect(toast(page, "Perfil alterado")).toBeVisible();
  await asked;
  const tiktokRecommendations = await readRecommendations();
  expect(tiktokRecommendations.accountId).toBe(tiktokId);
  expect(topThree(tiktokRecommendations)).not.toEqual(topThree(instagramRecommendations));
  await expect(evidence).toHaveText(topThree(tiktokRecommendations));
  const tiktokComments = (await (await page.request.get(`/api/comments/summary?accountId=${tiktokId}&period=30d`)).json()) as {
    questions: { unanswered: number };
  };
  const unanswered = tiktokComments.questions.unanswered.toLocaleString("pt-BR");
  await expect(page.getByTestId("unanswered-count")).toHaveText(
    new RegExp(`^Perguntas sem resposta há mais de 24 h:\\s*${unanswered.replace(".", "\\.")}$`),
  );
  // And back to Instagram: its own recommendations again (and its five metric cards below).
  await page.getByLabel("Perfil", { exact: true }).selectOption(accountId);
  await expect(evidence).toHaveText(topThree(instagramRecommendations));
  await expect(page.getByTestId("metric-card")).toHaveCount(5);

  // The server failing: a refresh says so and keeps the data; a load shows the error with a retry.
  await page.route("**/api/dashboard", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: "Atualizar dados" }).click();
  await expect(toast(page, "Erro na atualização")).toBeVisible();
  await expect(page.getByTestId("metric-card")).toHaveCount(5);
  // The page's HTML carries the server's dashboard answer (docs/decisions/021); a server whose
  // read fails leaves it out, so does this one.
  await page.route(
    (url) => url.pathname === "/dashboard",
    async (route) => {
      const html = (await (await route.fetch()).text()).replace(
        /<script type="application\/json" id="inteligram-data">[\s\S]*?<\/script>/,
        "",
      );
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    },
  );
  await page.reload();
  await expect(toast(page, "Erro ao carregar dados")).toBeVisible();
  await expect(page.getByRole("alert").getByText("Erro ao carregar dados")).toBeVisible();
  await page.unroute("**/api/dashboard");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByTestId("metric-card")).toHaveCount(5);
});
