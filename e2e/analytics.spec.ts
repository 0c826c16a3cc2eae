import type { Locator, Page } from "@playwright/test";
import { describeInsightGap } from "../src/core/social/insight-gaps";
import {
  connectByUsername,
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

/** "1,23%" -> 1.23 */
function readPercent(text: string) {
  return Number(text.replace("%", "").replace(/\./g, "").replace(",", "."));
}

/** Waits until the posts table has its answer (not loading another page, filter or order). */
async function postsSettled(page: Page) {
  await expect(page.getByRole("group", { name: /^Tabela de publicações/ })).toHaveAttribute("aria-busy", "false");
}

function metricValue(section: Locator, label: string) {
  return section
    .locator('[data-testid="period-metric-card"]')
    .filter({ has: section.page().getByText(label, { exact: true }) })
    .locator("dd")
    .first();
}

test("a new demo account has 90 days of history; the period lives in the URL; the period's posts sort and filter", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page, uniqueEmail("analytics"));
  await subscribe(page, baseURL!);

  // A newly connected demo account: its first collection writes the 89 days before today too.
  await page.goto("/social-media-setup");
  await connectByUsername(page, "Conectar Meu Instagram", "natgeo");
  await expect(toast(page, "Instagram conectado!")).toBeVisible();
  await page.getByRole("button", { name: "COLETAR DADOS" }).click();
  await expect(toast(page, "Dados processados!")).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The whole page drawn first, as after a person's first scroll (the rest renders at idle).
  await drawLateSections(page);

  const section = page.getByTestId("period-section");
  const periodSelect = section.getByLabel("Período", { exact: true });
  const range = section.getByTestId("period-range");
  const followersSummary = section.getByRole("region", { name: "Seguidores ao longo do tempo" }).getByTestId("chart-summary");
  await expect(section.getByRole("heading", { level: 2, name: "Desempenho no período" })).toBeVisible();
  // The default period: 30 days, one point per day.
  await expect(periodSelect).toHaveValue("30d");
  await expect(followersSummary).toHaveText(/^(29|30) dias com dados\. Novos seguidores: [+-]?[\d.]+/);

  // 90 days of history: the followers chart has a point per day of the period.
  await periodSelect.selectOption({ label: "Últimos 90 dias" });
  await expect(page).toHaveURL(/[?&]periodo=90d(&|$)/);
  await expect(followersSummary).toHaveText(/^(89|90) dias com dados\. Novos seguidores: [+-]?[\d.]+/);
  await expect(range).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}, comparado com \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(section.getByTestId("period-metric-card")).toHaveCount(10);
  // The history starts on the period's first day: nothing is compared with the 90 days before,
  // and the page says why (decision 023).
  await expect(section.getByTestId("period-comparison-note")).toHaveText(
    /^Sem base de comparação: a coleta desta conta começou em \d{2}\/\d{2}\/\d{4}, depois do início do período anterior\.$/,
  );
  await expect(section.locator('[data-metric="posts"] [data-testid="period-metric-change"]')).toHaveText(
    "—Sem base de comparação com o período anterior",
  );
  // An account connected by username has no reach: the card says why instead of showing 0.
  const reach = section.locator('[data-metric="reach"]');
  await expect(reach).toContainText("Indisponível");
  await expect(reach).toContainText(describeInsightGap({ reason: "username_connection" }, "instagram"));
  // A chart is drawn when its card comes near the viewport (docs/decisions/021), in its reserved box.
  const engagementChart = section.getByRole("region", { name: "Engajamento ao longo do tempo" });
  await engagementChart.scrollIntoViewIfNeeded();
  await expect(engagementChart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const ninetyDaysRange = await range.textContent();
  const ninetyDaysLikes = await metricValue(section, "Curtidas").textContent();
  const ninetyDaysPosts = await metricValue(section, "Publicações").textContent();

  // Seven days: other figures, another URL; back returns to 90 days. While they load (their
  // answer held here), the 90 days' figures stay dimmed and busy under their own range, and
  // screen readers hear that the period loads; the range changes with the figures.
  let releaseSevenDays!: () => void;
  const sevenDaysHeld = new Promise<void>((resolve) => (releaseSevenDays = resolve));
  const sevenDaysAnswer = /\/api\/analytics\?[^#]*period=7d/;
  await page.route(sevenDaysAnswer, async (route) => {
    await sevenDaysHeld;
    await route.continue();
  });
  const figures = section.getByTestId("period-figures");
  await expect(figures).toHaveAttribute("aria-busy", "false");
  const sevenDaysAsked = page.waitForRequest(sevenDaysAnswer);
  await periodSelect.selectOption({ label: "Últimos 7 dias" });
  await expect(figures).toHaveAttribute("aria-busy", "true");
  await expect(figures.getByRole("status")).toHaveText("Carregando o período...");
  await sevenDaysAsked;
  await expect(page).toHaveURL(/[?&]periodo=7d(&|$)/);
  await expect(range).toHaveText(ninetyDaysRange!);
  await expect(metricValue(section, "Curtidas")).toHaveText(ninetyDaysLikes!);
  releaseSevenDays();
  await expect(figures).toHaveAttribute("aria-busy", "false");
  await expect(figures.getByRole("status")).toHaveText("");
  await page.unroute(sevenDaysAnswer);
  await expect(followersSummary).toHaveText(/^(6|7) dias com dados\. Novos seguidores: [+-]?[\d.]+/);
  await expect(range).not.toHaveText(ninetyDaysRange!);
  await expect(metricValue(section, "Publicações")).not.toHaveText(ninetyDaysPosts!);
  await expect(metricValue(section, "Curtidas")).not.toHaveText(ninetyDaysLikes!);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]periodo=90d(&|$)/);
  await expect(periodSelect).toHaveValue("90d");
  await expect(followersSummary).toHaveText(/^(89|90) dias com dados\. Novos seguidores: [+-]?[\d.]+/);
  await expect(metricValue(section, "Curtidas")).toHaveText(ninetyDaysLikes!);

  // The period's posts: highest engagement first after a click on the column header.
  const posts = section.getByRole("region", { name: "Publicações do período" });
  const rows = posts.getByTestId("period-post");
  await postsSettled(page);
  await expect(rows).toHaveCount(10);
  await expect(posts.getByText(/^Página 1 de \d+$/)).toBeVisible();
  const engagementHeader = posts.getByRole("columnheader", { name: /Engajamento/ });
  await expect(engagementHeader).not.toHaveAttribute("aria-sort");
  await engagementHeader.getByRole("button").click();
  await expect(engagementHeader).toHaveAttribute("aria-sort", "descending");
  await postsSettled(page);
  const engagement = (await posts.locator('td[data-column="engagement"]').allTextContents()).map(readPercent);
  expect(engagement).toHaveLength(10);
  expect(engagement).toEqual([...engagement].sort((a, b) => b - a));
  // Not a list that is sorted whatever the order: the lowest page 1 value is below the highest.
  expect(engagement[0]).toBeGreaterThan(engagement[9]!);
  await engagementHeader.getByRole("button").click();
  await expect(engagementHeader).toHaveAttribute("aria-sort", "ascending");
  await postsSettled(page);
  const ascending = (await posts.locator('td[data-column="engagement"]').allTextContents()).map(readPercent);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBeLessThan(engagement[9]!);

  // The next page, then only Reels.
  await posts.getByRole("button", { name: "Próxima" }).click();
  await expect(posts.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await posts.getByRole("button", { name: "Reels", exact: true }).click();
  await expect(posts.getByRole("button", { name: "Reels", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(posts.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await postsSettled(page);
  const types = await rows.getByTestId("post-type").allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(["Reels"]));
  await expect(rows.first().getByRole("link")).toHaveAttribute("href", /^https:\/\/www\.instagram\.com\//);

  // Performance by format and the weekday x hour map of the period.
  await expect(
    section.getByRole("region", { name: "Desempenho por formato" }).getByRole("rowheader", { name: "Reels" }),
  ).toBeVisible();
  // 90 days of demo posts are enough to name a best day and hour (each needs 3 posts).
  await expect(
    section.getByText(/^Melhor dia: \S+ \(média de .+\)\. Melhor horário: \d{1,2}h, horário de Brasília/),
  ).toBeVisible();

  // A custom range is checked before it is sent.
  await periodSelect.selectOption({ label: "Personalizado" });
  await section.getByLabel("Data inicial").fill("2026-01-10");
  await section.getByLabel("Data final").fill("2026-01-01");
  await section.getByRole("button", { name: "Aplicar" }).click();
  await expect(section.getByText("A data inicial deve ser anterior ou igual à data final.")).toBeVisible();
  await expect(page).toHaveURL(/[?&]periodo=90d(&|$)/);

  // "Mês passado" is the previous calendar month, compared with the calendar month before it.
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const brDay = (date: Date) => date.toISOString().slice(0, 10).split("-").reverse().join("/");
  const monthRange = (monthsBack: number) =>
    `${brDay(new Date(Date.UTC(year, month - 1 - monthsBack, 1)))} a ${brDay(new Date(Date.UTC(year, month - monthsBack, 0)))}`;
  await periodSelect.selectOption({ label: "Mês passado" });
  await expect(page).toHaveURL(/[?&]periodo=last_month(&|$)/);
  await expect(range).toHaveText(`${monthRange(1)}, comparado com ${monthRange(2)}`);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]periodo=90d(&|$)/);

  await expectNoAxeViolations(page);

  // On a phone the page never scrolls sideways: wide tables scroll in their own boxes, and a
  // chart's tooltip stays in its card, both one left open from the wider window and a new one.
  const lastBar = engagementChart.locator(".recharts-bar-rectangle").last();
  const tooltip = engagementChart.locator(".recharts-default-tooltip");
  // The pointer goes to the last bar's band halfway up the chart, with the chart mid-screen: a
  // short bar's own centre can be the chart's background, and near the screen's edges the sticky
  // header or the cookie banner are on top.
  const hoverLastBar = async () => {
    await engagementChart.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const surface = engagementChart.locator(".recharts-wrapper > svg.recharts-surface");
    const [bar, chart] = await Promise.all([lastBar.boundingBox(), surface.boundingBox()]);
    await surface.hover({ position: { x: bar!.x + bar!.width / 2 - chart!.x, y: chart!.height / 2 } });
  };
  await hoverLastBar();
  await expect(tooltip).toContainText("Taxa de engajamento");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByTestId("period-metric-card").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "with a tooltip open before the resize");
  await hoverLastBar();
  await expect(tooltip).toContainText("Taxa de engajamento");
  await expectNoSidewaysScroll(page, "with the last bar's tooltip open");
});
