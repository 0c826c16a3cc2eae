import type { SearchResponse } from "../src/core/search/search-responses";
import {
  connectAndCollect,
  drawLateSections,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  shoot,
  signUpAndConfirm,
  subscribe,
  test,
  uniqueEmail,
} from "./fixtures";

// docs/product/features.md "Comments and search": a demo account's customers ask about delivery on its newest
// posts, and at least one of them still waits for the account's answer after 24 hours.
test("search finds a customer's delivery question, narrows to the unanswered ones and opens the post", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpAndConfirm(page, uniqueEmail("busca"));
  await subscribe(page, baseURL!);
  const natgeoId = await connectAndCollect(page, baseURL!);
  // A second account, so "Todas as suas contas" finds more than one account does; @natgeo stays
  // the current one.
  await connectAndCollect(page, baseURL!, { username: "cafe.aurora" });
  expect(
    (await page.request.post(`/api/accounts/${natgeoId}/select`, { data: {}, headers: { origin: baseURL! } })).status(),
  ).toBe(200);

  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Busca" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Busca" })).toBeVisible();
  await shoot(page, "busca-vazia");

  // Operators alone are no search: the box says why, and nothing is asked of the server.
  const box = page.getByLabel("Buscar em posts e comentários");
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search") searches.push(request.url());
  });
  await box.fill("&|!");
  await box.press("Enter");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(/Digite ao menos uma palavra: símbolos sozinhos não são buscados\./);
  expect(searches).toEqual([]);

  await box.fill("entrega");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/busca\?q=entrega$/);
  const results = page.getByTestId("search-result");
  // A customer's question about delivery, with the word marked.
  const questions = results.filter({ hasText: "comentou em um post de @natgeo" }).filter({ hasText: "?" });
  await expect(questions.first()).toBeVisible({ timeout: 15_000 });
  await expect(questions.first().locator("mark").first()).toHaveText(/^entreg/i);
  await expect(page.getByTestId("search-summary")).toContainText(/resultados? para “entrega” · Últimos 30 dias/);

  // One account, then every account again, from the mouse and from the keyboard: the address
  // loses conta= and the results are every account's (the list snapped back to the account).
  const totalOf = async (query: string) =>
    ((await (await page.request.get(`/api/search?${query}`)).json()) as SearchResponse).total;
  const everyAccount = await totalOf("q=entrega");
  const natgeoOnly = await totalOf(`q=entrega&accountId=${natgeoId}`);
  expect(everyAccount).toBeGreaterThan(natgeoOnly);
  const summary = page.getByTestId("search-summary");
  const counted = (total: number) =>
    new RegExp(`^${total === 1 ? "1 resultado" : `${total.toLocaleString("pt-BR")} resultados`} para “entrega” · `);
  await expect(summary).toHaveText(counted(everyAccount));
  const accountChoice = page.getByLabel("Contas", { exact: true });
  for (const backToAll of [
    () => accountChoice.selectOption({ label: "Todas as suas contas" }),
    () => accountChoice.press("Home"),
  ]) {
    await accountChoice.selectOption(`conta:${natgeoId}`);
    await expect(page).toHaveURL(new RegExp(`/busca\\?q=entrega&conta=${natgeoId}$`));
    await expect(summary).toHaveText(counted(natgeoOnly));
    await backToAll();
    await expect(page).toHaveURL(/\/busca\?q=entrega$/);
    await expect(accountChoice).toHaveValue("escopo:own");
    await expect(summary).toHaveText(counted(everyAccount));
  }

  // Only the questions still waiting for the account's answer.
  // The box follows the address (a router navigation), a moment after the click: `check()`
  // would read it back before that.
  const unansweredBox = page.getByRole("checkbox", { name: "Sem resposta" });
  await unansweredBox.click();
  await expect(unansweredBox).toBeChecked();
  await expect(page).toHaveURL(/[?&]sem-resposta=1/);
  await expect(results.first()).toBeVisible();
  await expect(results.first().getByText("Sem resposta", { exact: true })).toBeVisible();
  const answer = (await (await page.request.get("/api/search?q=entrega&unanswered=1")).json()) as SearchResponse;
  expect(answer.total).toBeGreaterThan(0);
  expect(answer.results.every((result) => result.kind === "comment" && result.unanswered)).toBe(true);
  await expect(results).toHaveCount(Math.min(answer.total, 20));
  await shoot(page, "busca-sem-resposta");

  // The address holds the search: a reload shows the same.
  await page.reload();
  await expect(page.getByLabel("Buscar em posts e comentários")).toHaveValue("entrega");
  await expect(page.getByRole("checkbox", { name: "Sem resposta" })).toBeChecked();
  await expect(results.first()).toBeVisible();

  // The post on Instagram, in a new tab (answered here: the test machine has no way out).
  const link = results.first().getByRole("link", { name: /Ver no Instagram/ });
  const permalink = answer.results[0]!.postPermalink;
  await expect(link).toHaveAttribute("href", permalink);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await page
    .context()
    .route("https://www.instagram.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Instagram</title>" }),
    );
  const [opened] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(opened).toHaveURL(permalink);
  await opened.close();

  // The export takes the same search.
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    /^\/api\/search\/export\?q=entrega&.*unanswered=1.*&format=csv$/,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, "on /busca");
  await page.setViewportSize({ width: 1366, height: 900 });

  // The dashboard counts the same unanswered questions that its link lists on /busca.
  await page.goto("/dashboard");
  await drawLateSections(page);
  const count = page.getByTestId("unanswered-count");
  await count.scrollIntoViewIfNeeded();
  await expect(count).toContainText(/Perguntas sem resposta há mais de 24 h:\s*\d/, { timeout: 20_000 });
  const unanswered = Number((await count.locator("span.tabular-nums").innerText()).replace(/\D/g, ""));
  expect(unanswered).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Ver as perguntas sem resposta" }).click();
  await expect(page).toHaveURL(/\/busca\?.*sem-resposta=1/);
  await expect(page.getByTestId("search-summary")).toContainText(
    new RegExp(
      `^${unanswered === 1 ? "1 resultado" : `${unanswered.toLocaleString("pt-BR")} resultados`} · perguntas sem resposta`,
    ),
  );
  await shoot(page, "busca-perguntas-sem-resposta");
});
