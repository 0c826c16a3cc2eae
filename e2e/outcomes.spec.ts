import { extractText, getDocumentProxy } from "unpdf";
import {
  connectAndCollect,
  expect,
  expectNoAxeViolations,
  shoot,
  signUpAndConfirm,
  subscribe,
  test,
  uniqueEmail,
} from "./fixtures";

const verdicts = /^(Funcionou|Sem efeito claro|Piorou|Ainda não dá para saber)$/;

test("a followed recommendation's outcome: marked done, aged 30 days, its verdict, effect and interval on the page and in the PDF", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpAndConfirm(page, uniqueEmail("resultados"));
  await subscribe(page, baseURL!);
  const accountId = await connectAndCollect(page, baseURL!);

  await page.goto("/recomendacoes");
  await expect(page.getByRole("heading", { level: 1, name: "Recomendações" })).toBeVisible();
  const cookies = page.getByRole("button", { name: "Rejeitar não essenciais" });
  if (await cookies.isVisible()) await cookies.click();
  const outcomes = page.getByRole("region", { name: "Resultados" });
  await expect(outcomes.getByTestId("outcomes-empty")).toBeVisible();

  // Every open recommendation marked done: each stores its baseline (its figure's 8 weeks before).
  const openHeading = page.getByRole("heading", { level: 2, name: /^Para fazer agora/ });
  const openCount = async () => Number(/\((\d+)\)/.exec((await openHeading.textContent()) ?? "")?.[1] ?? 0);
  const total = await openCount();
  expect(total).toBeGreaterThan(0);
  for (let left = total; left > 0; left--) {
    await page
      .getByRole("region", { name: /Para fazer agora/ })
      .getByTestId("recommendation-card")
      .first()
      .getByRole("button", { name: "Marcar como feita" })
      .click();
    await expect(openHeading).toHaveText(`Para fazer agora (${left - 1})`);
  }
  const closed = page.getByRole("region", { name: /Feitas e dispensadas/ });
  await expect(closed.getByTestId("recommendation-outcome").first()).toContainText("Medimos o efeito a partir de");
  await expect(outcomes.getByTestId("outcome-card")).toHaveCount(total);
  await expect(outcomes.getByText("Em medição").first()).toBeVisible();

  // The development route ages the account 30 days: the demo account responds to the advice and
  // the 14- and 30-day outcomes are measured.
  const aged = await page.request.post("/dev/age-outcomes", { data: { accountId, days: 30 }, headers: { origin: baseURL! } });
  expect(aged.status()).toBe(200);
  expect(await aged.json()).toMatchObject({ aged: total, measured: total * 2 });

  await page.reload();
  await expect(outcomes.getByTestId("outcome-card")).toHaveCount(total);
  const verdictBadges = outcomes.getByTestId("outcome-verdict");
  await expect(verdictBadges).toHaveCount(total);
  for (const badge of await verdictBadges.all()) await expect(badge).toHaveText(verdicts);
  // At least one is told with its effect against the trend and its interval, worded as an association.
  const told = outcomes
    .getByTestId("outcome-card")
    .filter({ has: page.getByTestId("outcome-effect") })
    .first();
  await expect(told.getByTestId("outcome-effect")).toHaveText(/^[+-]?\d+,\d{2} p\.p\.$/);
  await expect(told.getByTestId("outcome-interval")).toHaveText(/^de [+-]?\d+,\d{2} p\.p\. a [+-]?\d+,\d{2} p\.p\.$/);
  await expect(told.getByTestId("outcome-summary")).toContainText("Efeito associado à mudança");
  await expect(told.getByText("Previsto pela tendência")).toBeVisible();
  const toldTitle = (await told.getByRole("heading", { level: 3 }).textContent())!;
  const toldVerdict = (await told.getByTestId("outcome-verdict").textContent())!;
  const toldEffect = (await told.getByTestId("outcome-effect").textContent())!;
  // Beside the done recommendation too.
  const doneCard = closed.getByTestId("recommendation-card").filter({ hasText: toldTitle }).first();
  await expect(doneCard.getByTestId("recommendation-outcome").getByTestId("outcome-verdict")).toHaveText(toldVerdict);
  await expectNoAxeViolations(page);
  // From the top: the sticky header would otherwise sit in the middle of the full-page shots.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "outcomes");

  // The PDF report has the section, with the same verdict and effect.
  const queued = await page.request.post("/api/reports", { data: { accountId, period: "30d" }, headers: { origin: baseURL! } });
  expect(queued.status()).toBe(202);
  const { id } = (await queued.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/reports/${id}`)).json()) as { status: string }).status, {
      timeout: 90_000,
      intervals: [500, 1_000],
    })
    .toBe("done");
  const pdf = await page.request.get(`/api/reports/${id}/download`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Resultados das recomendações seguidas");
  expect(flat).toContain(`${toldTitle}: ${toldVerdict}`);
  expect(flat).toContain(`Efeito associado à mudança: ${toldEffect}`);
});
