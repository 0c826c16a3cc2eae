import { readFileSync } from "node:fs";
import {
  connectAndCollect,
  expect,
  expectNoAxeViolations,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// The public API (docs/decisions/019): the owner makes a key in the app, an outside tool calls
// /api/v1 with it, the owner revokes it and the next call is refused.

const shots = process.env.SHOTS_DIR;

/** The operations of the committed public document (the page is built from it). */
const publicDocument = JSON.parse(readFileSync("src/web/features/api-docs/public-openapi.json", "utf8")) as {
  paths: Record<string, object>;
};
const publicOperations = Object.values(publicDocument.paths).flatMap((path) =>
  Object.keys(path).filter((method) => ["get", "post", "put", "patch", "delete"].includes(method)),
).length;

test("the owner creates an API key, the API answers with it, and after revoking it answers 401", async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("api");
  await signUpAndConfirm(page, email);
  await subscribe(page, baseURL!);
  const accountId = await connectAndCollect(page, baseURL!);

  // From the user menu.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Menu da conta (${email})` }).click();
  await page.getByRole("menuitem", { name: "Chaves de API" }).click();
  await expect(page).toHaveURL(/\/admin\/api$/);
  await page
    .getByRole("region", { name: "Cookies e privacidade" })
    .getByRole("button", { name: "Rejeitar não essenciais" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Chaves de API" })).toBeVisible();
  await expect(page.getByText("Nenhuma chave ainda. Crie uma para usar a API.")).toBeVisible();

  // An empty name is refused under the field.
  await page.getByRole("button", { name: "Criar chave" }).click();
  await expect(page.getByText("Informe um nome para a chave.")).toBeVisible();
  await page.getByLabel("Nome da chave").fill("Planilha de resultados");
  await page.getByRole("button", { name: "Criar chave" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveValue(/^igk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  const prefix = key.slice(0, 12);
  await expect(page.getByText("Por segurança, ela não será mostrada de novo.", { exact: false })).toBeVisible();
  await expect(page.getByText("Copie sua nova chave agora")).toBeVisible();
  const row = page.getByTestId("api-key-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${prefix}…`);
  await expect(row).toContainText("Nunca usada");
  await expectNoAxeViolations(page);
  if (shots) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${shots}/admin-api-created-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/admin-api-created-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // An outside tool: no cookies, only the key.
  const tool = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const accounts = await tool.get("/api/v1/accounts");
  expect(accounts.status()).toBe(200);
  expect(accounts.headers()["ratelimit-limit"]).toBe("1000");
  const body = (await accounts.json()) as { data: { id: string; username: string }[] };
  expect(body.data).toEqual([expect.objectContaining({ id: accountId, username: "natgeo" })]);
  const posts = await tool.get(`/api/v1/accounts/${accountId}/posts?limit=50`);
  expect(posts.status()).toBe(200);
  expect(((await posts.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  // Once stored, only the prefix is left; the list shows the use.
  await page.getByRole("button", { name: "Já guardei a chave" }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText("Último uso:");
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoke, after a confirmation.
  await page.getByRole("button", { name: "Revogar a chave Planilha de resultados" }).click();
  const dialog = page.getByRole("dialog", { name: "Revogar a chave “Planilha de resultados”?" });
  await expect(dialog).toContainText("Quem usa esta chave perde o acesso à API na hora.");
  await dialog.getByRole("button", { name: "Revogar chave" }).click();
  await expect(toast(page, "Chave revogada")).toBeVisible();
  await expect(row).toContainText("Revogada");
  await expect(page.getByRole("button", { name: "Revogar a chave Planilha de resultados" })).toHaveCount(0);
  if (shots) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${shots}/admin-api-revoked-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/admin-api-revoked-390.png`, fullPage: true });
  }

  const refused = await tool.get("/api/v1/accounts");
  expect(refused.status()).toBe(401);
  const error = (await refused.json()) as { error: { code: string; message: string } };
  expect(error.error.code).toBe("UNAUTHENTICATED");
  expect(error.error.message).toContain("Chave de API ausente, inválida ou revogada.");
  await tool.dispose();
});

test("/api-docs documents /api/v1 with a curl example per endpoint and a link to create a key", async ({ page, baseURL }) => {
  await page.goto("/api-docs");
  await page
    .getByRole("region", { name: "Cookies e privacidade" })
    .getByRole("button", { name: "Rejeitar não essenciais" })
    .click();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "/api/v1/openapi.json" })).toHaveAttribute("href", "/api/v1/openapi.json");
  await expect(main.getByRole("link", { name: "Criar uma chave de API" })).toHaveAttribute("href", "/admin/api");
  const posts = main.getByRole("article").filter({ hasText: "/accounts/{accountId}/posts" });
  await expect(posts).toContainText("Requer chave de API");
  // The running server's address (APP_URL, the page's origin), never the production one.
  const origin = new URL(baseURL!).origin;
  await expect(main.getByText(`${origin}/api/v1`, { exact: true })).toBeVisible();
  await expect(posts).toContainText(`curl "${origin}/api/v1/accounts/$ACCOUNT_ID/posts?limit=50"`);
  await expect(main).not.toContainText("https://inteligram.com.br/api/v1");
  await expect(posts).toContainText("Authorization: Bearer $INTELIGRAM_API_KEY");
  await expect(main.getByRole("article")).toHaveCount(publicOperations);
  expect(publicOperations).toBeGreaterThanOrEqual(11);
  // The app's internal routes are not the public API.
  await expect(main.getByText("/api/health")).toHaveCount(0);
  if (shots) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${shots}/api-docs-1366.png`, fullPage: false });
    await posts.screenshot({ path: `${shots}/api-docs-posts-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/api-docs-390.png`, fullPage: false });
    await posts.screenshot({ path: `${shots}/api-docs-posts-390.png` });
  }
});
