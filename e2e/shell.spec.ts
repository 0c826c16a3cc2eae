import { expect, test } from "./fixtures";

test("the landing page loads with the common layout", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Inteligram/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Começar Agora" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("an unknown route shows the 404 page with a link home, with status 404", async ({ page, request }) => {
  const response = await page.goto("/esta-pagina-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // Routes the app knows answer 200, prerendered or not.
  for (const path of ["/", "/plans", "/dashboard", "/admin/my-plan", "/redefinir-senha", "/blog/melhor-horario-para-postar"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get("/blog/post-que-nao-existe")).status()).toBe(404);
  await page
    .getByRole("main")
    .getByRole("link", { name: /início/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("the health endpoint reports the embedded database and the stand-ins", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({
    status: "ok",
    database: { kind: "pglite" },
    providers: { payments: "sandbox", instagram: "sandbox", scraper: "demo", mail: "outbox" },
  });
});
