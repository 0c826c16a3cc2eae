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

test("the dashboard recommends with evidence; a follower drop rings the bell; alert preferences save", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpAndConfirm(page, uniqueEmail("insights"));
  await subscribe(page, baseURL!);

  // No account yet: /recomendacoes says so and links to the setup, without asking for
  // recommendations it cannot have (a 404); /relatorios links there too.
  const recommendationRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/insights/recommendations") recommendationRequests.push(request.url());
  });
  await page.goto("/recomendacoes");
  await expect(page.getByRole("heading", { level: 2, name: "Conecte uma conta para receber recomendações" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Conectar meu Instagram" })).toHaveAttribute("href", "/social-media-setup");
  await expect(page.getByText("Conta não encontrada.")).toHaveCount(0);
  expect(recommendationRequests).toEqual([]);
  await page.goto("/relatorios");
  await expect(page.getByRole("heading", { level: 3, name: "Nenhuma conta do Instagram conectada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Conectar meu Instagram" })).toHaveAttribute("href", "/social-media-setup");

  const accountId = await connectAndCollect(page, baseURL!);

  // Recommendations on the dashboard: the top 3, each with the account's own numbers.
  await page.goto("/dashboard");
  await drawLateSections(page);
  const section = page.getByTestId("dashboard-recommendations");
  await expect(section.getByRole("heading", { level: 2, name: "Recomendações" })).toBeVisible({ timeout: 30_000 });
  const cards = section.getByTestId("recommendation-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first().getByTestId("recommendation-evidence")).toContainText(/\d/);
  const why = cards.first().getByRole("button", { name: "Por que estamos dizendo isso?" });
  await expect(why).toHaveAttribute("aria-expanded", "false");
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "true");
  await expect(cards.first().getByText(/^Base: /)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, "dashboard-recommendations");

  // The page with all of them: mark the first as done, it moves to "Feitas e dispensadas".
  await section.getByRole("link", { name: "Ver todas as recomendações" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recomendações" })).toBeVisible();
  const first = page.getByTestId("recommendation-card").first();
  const title = (await first.getByRole("heading").textContent())!;
  const nextTitle = (await page.getByTestId("recommendation-card").nth(1).getByRole("heading").textContent())!;
  await first.getByRole("button", { name: "Marcar como feita" }).click();
  await expect(toast(page, "Recomendação marcada como feita.")).toBeVisible();
  // The keyboard's focus goes to the next card's heading, not to the page.
  await expect(page.getByRole("heading", { name: nextTitle, exact: true })).toBeFocused();
  const closed = page.getByRole("region", { name: /Feitas e dispensadas/ });
  await expect(closed.getByRole("heading", { name: title })).toBeVisible();
  await expect(closed.getByRole("button", { name: "Reabrir" })).toBeVisible();
  // Go has no content analysis: the card names the plan.
  await expect(page.getByText("Disponível no plano Inteligram Pro.", { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "recommendations-page");
  // Reopened, the last closed one leaves its list (gone): focus goes to the open list's heading.
  await closed.getByRole("button", { name: "Reabrir" }).click();
  await expect(toast(page, "Recomendação reaberta.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Para fazer agora/ })).toBeFocused();

  // A follower drop (the dev-only route, as a collection would find it) rings the bell.
  const bell = page
    .getByRole("banner")
    .getByRole("link", { name: /^Alertas/ })
    .first();
  await expect(bell).toBeVisible();
  const dropped = await page.request.post("/dev/follower-drop", {
    data: { accountId, percent: 5 },
    headers: { origin: baseURL! },
  });
  expect(dropped.status()).toBe(200);
  await page.reload();
  await expect(bell).toHaveAttribute("aria-label", /^Alertas, \d+ novos?$/);
  await bell.click();
  await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
  await expect(
    page.getByTestId("alert-item").filter({ hasText: /@natgeo \(Instagram\) perdeu \d+,\d{2}% dos seguidores/ }),
  ).toBeVisible();
  await shoot(page, "alerts-page");
  await page.getByRole("button", { name: "Marcar todos como lidos" }).click();
  await expect(bell).toHaveAttribute("aria-label", "Alertas, nenhum novo");
  await expectNoAxeViolations(page);

  // Preferences: a threshold out of range is refused in pt-BR; a valid one saves and stays.
  await page.getByRole("link", { name: "Preferências de alertas" }).click();
  const rule = page.getByTestId("alert-rule").filter({ has: page.getByRole("heading", { name: "Queda de seguidores" }) });
  const threshold = rule.getByLabel("Queda mínima em um dia (%)");
  await expect(threshold).toHaveValue("2");
  await threshold.fill("80");
  await rule.getByRole("button", { name: "Salvar" }).click();
  await expect(rule.getByText("O limite deve estar entre 0,5 e 50.")).toBeVisible();
  await threshold.fill("4,5");
  await rule.getByLabel(/Receber por e-mail/).uncheck();
  await rule.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Preferência salva.")).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue("4,5");
  await expect(rule.getByLabel(/Receber por e-mail/)).not.toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, "alert-preferences");
});
