import type { Locator, Page } from "@playwright/test";
import { formatCount } from "../src/core/format/format-number";
import {
  connectAndCollect,
  drawLateSections,
  expect,
  expectNoAxeViolations,
  shoot,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// The owner's insights on the dashboard (docs/decisions/044-owner-insights-in-periods.md): an
// account connected through "Entrar com o Instagram" (the sandbox's consent page, the demo
// source behind it) shows its reach against the previous period, saves, shares, "Público" and
// "Stories"; /api/v1 gives the same reach per day as the dashboard's source; an account
// connected by username says why it has none of them, never a 0 (docs/decisions/040-owner-insights.md).

const shots = process.env.SHOTS_DIR;

type InsightDay = { day: string; reach: number | null };
type Analytics = {
  period: { from: string; to: string };
  insights: {
    unavailable: unknown;
    previousCovered: boolean;
    reach: { value: number | null; previous: number | null };
    days: InsightDay[];
  } | null;
};
type V1Reach = {
  accountId: string;
  period: { from: string; to: string; days: number };
  unavailable: { reason: string; permission: string | null } | null;
  data: { date: string; reach: number | null }[];
};

/** A card of a figure, by its key (data-metric), inside `scope`. */
function metricCard(scope: Locator, key: string) {
  return scope.locator(`[data-testid="period-metric-card"][data-metric="${key}"]`);
}

/** The section's pictures for review: the whole page, and each new section at desktop and phone sizes. */
async function shootSections(page: Page, name: string) {
  if (!shots) return;
  await shoot(page, name);
  for (const [label, size] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    for (const section of ["owner-insights", "audience-section", "stories-section"]) {
      const element = page.getByTestId(section);
      // The sticky header would be drawn over the section's top: in the flow for the picture.
      await element.screenshot({
        path: `${shots}/${name}-${section}-${label}.png`,
        style: "header.sticky { position: static !important; }",
      });
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an account connected with Instagram Login shows its reach, saves, shares, audience and stories, /api/v1 gives the same reach per day, and one connected by username says why it has none", async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("insights");
  await signUpAndConfirm(page, email, "Ana Lima");
  await subscribe(page, baseURL!);

  // Through the login (the sandbox's consent page), so the account has the owner's insights.
  await page.goto("/social-media-setup");
  await page
    .getByRole("region", { name: "Cookies e privacidade" })
    .getByRole("button", { name: "Rejeitar não essenciais" })
    .click();
  await page.getByRole("button", { name: "Entrar com o Instagram" }).click();
  await expect(page).toHaveURL(/\/sandbox\/instagram\/authorize/);
  await page.getByLabel("Conta do Instagram (nome de usuário)").fill("minhaloja");
  await page.getByRole("button", { name: "Permitir" }).click();
  await expect(toast(page, "Instagram conectado!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  // Every section, "Público" and "Stories" included (they render as they near the viewport).
  await drawLateSections(page);

  // Alcance against the previous period, Salvamentos, Compartilhamentos.
  const insights = page.getByTestId("owner-insights");
  await expect(insights.getByRole("heading", { level: 3, name: "Alcance, salvamentos e compartilhamentos" })).toBeVisible({
    timeout: 30_000,
  });
  const reach = metricCard(insights, "reach");
  await expect(reach).toHaveAttribute("data-available", "true");
  await expect(reach.getByRole("term")).toHaveText("Alcance");
  await expect(reach.getByText(/^Período anterior: \d/)).toBeVisible();
  const reachChange = reach.getByTestId("period-metric-change");
  await expect(reachChange).toContainText(
    /(Aumento|Queda) de .+ em relação ao período anterior|Sem variação em relação ao período anterior/,
  );
  await expect(reachChange).not.toContainText("Sem base de comparação");
  await expect(insights.getByTestId("owner-insights-comparison-note")).toHaveCount(0);
  for (const [key, label] of [
    ["saves", "Salvamentos"],
    ["shares", "Compartilhamentos"],
  ] as const) {
    const card = metricCard(insights, key);
    await expect(card).toHaveAttribute("data-available", "true");
    await expect(card.getByRole("term")).toHaveText(label);
    await expect(card.getByText(/^Período anterior: \d/)).toBeVisible();
  }

  const audience = page.getByTestId("audience-section");
  await expect(audience.getByRole("heading", { level: 2, name: "Público" })).toBeVisible();
  await expect(audience.getByText(/^Foto do público de \d{2}\/\d{2}\/\d{4}/)).toBeVisible({ timeout: 30_000 });
  await expect(audience.getByRole("region", { name: "Idade e gênero" })).toBeVisible();
  await expect(audience.getByTestId("audience-age").getByRole("listitem").first()).toContainText(/\d+(,\d+)?%/);
  await expect(audience.getByTestId("audience-gender")).toContainText("Mulheres");
  await expect(audience.getByRole("region", { name: "Cidades e países" })).toBeVisible();
  await expect(audience.getByTestId("audience-city").getByRole("listitem")).toHaveCount(5);
  const online = audience.getByRole("region", { name: "Quando os seguidores estão online" });
  await expect(online.getByTestId("online-map")).toBeVisible();
  await expect(online.getByTestId("audience-best-hours")).toContainText(
    /^Melhores horários para publicar, pelo público online: \S+ às \d+h \([\d.]+ seguidores online\)/,
  );
  await expect(audience.getByTestId("audience-unavailable")).toHaveCount(0);

  const stories = page.getByTestId("stories-section");
  await expect(stories.getByRole("heading", { level: 2, name: "Stories" })).toBeVisible();
  const storyTotals = stories.getByTestId("stories-totals");
  await expect(storyTotals).toBeVisible({ timeout: 30_000 });
  await expect(metricCard(storyTotals, "stories-stories")).toHaveAttribute("data-available", "true");
  await expect(metricCard(storyTotals, "stories-reach")).toHaveAttribute("data-available", "true");
  await expect(stories.getByRole("list", { name: "Stories do período" }).getByTestId("story").first()).toBeVisible();
  await expect(stories.getByTestId("stories-unavailable")).toHaveCount(0);

  // The daily charts draw as they near the viewport: each with the period's final days, its days
  // the network may still change (dotted, and said under the title) and the previous period's.
  for (const title of ["Alcance por dia", "Visualizações por dia"]) {
    const chart = page.getByRole("region", { name: title });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
    await expect(chart.locator(".recharts-line")).toHaveCount(3);
    await expect(chart.locator('.recharts-line path[stroke-dasharray="2 3"]')).toHaveCount(1);
    await expect(chart.getByTestId("chart-summary")).toContainText("ainda pode");
  }
  // The stories' pictures load as they near the viewport too (loading="lazy").
  const firstPicture = stories.getByTestId("story").first().locator("img");
  await firstPicture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  await expectNoAxeViolations(page);
  await shootSections(page, "owner-insights");

  // /api/v1 answers reach per day, the same numbers the dashboard's source (/api/analytics) has.
  await page.goto("/admin/api");
  await expect(page.getByRole("heading", { level: 1, name: "Chaves de API" })).toBeVisible();
  await page.getByLabel("Nome da chave").fill("Painel de alcance");
  await page.getByRole("button", { name: "Criar chave" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveValue(/^igk_/);
  const key = await shown.inputValue();
  const tool = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const accounts = (await (await tool.get("/api/v1/accounts")).json()) as {
    data: { id: string; username: string; connectionType: string }[];
  };
  const minhaloja = accounts.data.find((account) => account.username === "minhaloja");
  expect(minhaloja?.connectionType).toBe("oauth");
  const accountId = minhaloja!.id;

  const v1Answer = await tool.get(`/api/v1/accounts/${accountId}/reach?period=30d`);
  expect(v1Answer.status()).toBe(200);
  const v1 = (await v1Answer.json()) as V1Reach;
  expect(v1.unavailable).toBeNull();
  expect(v1.period.days).toBe(30);
  expect(v1.data).toHaveLength(30);
  const v1Known = v1.data.filter((day) => day.reach !== null);
  expect(v1Known.length, "days with reach").toBeGreaterThanOrEqual(28);
  expect(v1Known.every((day) => Number.isInteger(day.reach) && day.reach! > 0)).toBe(true);

  const dashboardAnswer = await page.request.get(`/api/analytics?accountId=${accountId}&period=30d`);
  expect(dashboardAnswer.status()).toBe(200);
  const dashboard = (await dashboardAnswer.json()) as Analytics;
  expect({ from: v1.period.from, to: v1.period.to }).toEqual({ from: dashboard.period.from, to: dashboard.period.to });
  expect(dashboard.insights?.unavailable).toBeNull();
  expect(v1.data.map((day) => ({ day: day.date, reach: day.reach }))).toEqual(
    dashboard.insights!.days.map((day) => ({ day: day.day, reach: day.reach })),
  );
  const total = v1Known.reduce((sum, day) => sum + day.reach!, 0);
  expect(dashboard.insights!.reach.value).toBe(total);
  // And the dashboard's "Alcance por dia" says that total, over the same 30 days.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Alcance por dia" }).getByTestId("chart-summary")).toContainText(
    `Alcance: ${formatCount(total)} em `,
    {
      timeout: 30_000,
    },
  );

  // A second account, by username: in place of the figures, the reason they are missing.
  const natgeoId = await connectAndCollect(page, baseURL!, { username: "natgeo" });
  const natgeoReach = (await (await tool.get(`/api/v1/accounts/${natgeoId}/reach?period=30d`)).json()) as V1Reach;
  expect(natgeoReach.unavailable?.reason).toBe("username_connection");
  expect(natgeoReach.data.every((day) => day.reach === null)).toBe(true);
  await tool.dispose();

  await page.goto("/dashboard");
  const switcher = page.getByLabel("Perfil do Instagram");
  await switcher.selectOption({ label: "@natgeo (Instagram)" });
  await expect(switcher).toHaveValue(natgeoId);
  const reason = "Conexão por usuário";
  const sentence = "Conexão por usuário: só a conta conectada pelo login do Instagram mostra este dado.";
  const gap = insights.getByTestId("owner-insights-unavailable");
  await expect(gap).toBeVisible({ timeout: 30_000 });
  await expect(gap).toContainText(reason);
  await expect(gap).toContainText(sentence);
  // No figure (no 0) where the reason is.
  await expect(metricCard(insights, "reach")).toHaveCount(0);
  await expect(metricCard(insights, "saves")).toHaveCount(0);
  await expect(metricCard(insights, "shares")).toHaveCount(0);

  await drawLateSections(page);
  const audienceGap = audience.getByTestId("audience-unavailable");
  await expect(audienceGap).toContainText(reason, { timeout: 30_000 });
  await expect(audienceGap).toContainText(sentence);
  await expect(audience.getByTestId("online-map")).toHaveCount(0);
  const storiesGap = stories.getByTestId("stories-unavailable");
  await expect(storiesGap).toContainText(reason, { timeout: 30_000 });
  await expect(storiesGap).toContainText(sentence);
  await expect(stories.getByTestId("stories-totals")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootSections(page, "owner-insights-username");
});
