import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openEmail,
  payWithCard,
  signUpAndConfirm,
  test,
  testPassword,
  toast,
  uniqueEmail,
} from "./fixtures";

// Account lifecycle (docs/product/lifecycle.md): "Meus dados" (export, deletion) and a failed renewal's banner.

const shotsDir = process.env.SHOTS_DIR;

/** Screenshots for review at the two sizes the brief asks, when SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const [label, width, height] of [
    ["desktop", 1366, 900],
    ["mobile", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shotsDir}/${name}-${label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("exports my data as a ZIP of JSON files, then deletes the account, which can no longer sign in", async ({ page }) => {
  test.setTimeout(180_000);
  // A long address, as some people have: on a phone it is wider than the deletion card (below).
  const email = uniqueEmail("titular.dos.dados.pessoais");
  await signUpAndConfirm(page, email);

  // "Meus dados" from the user menu.
  await page.goto("/admin/equipe");
  await page.getByRole("button", { name: `Menu da conta (${email})` }).click();
  await page.getByRole("menuitem", { name: "Meus dados" }).click();
  await expect(page).toHaveURL(/\/admin\/dados$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meus dados" })).toBeVisible();
  // The terms accepted at sign-up, with their version.
  await expect(page.getByText("Termos e privacidade: Aceitou os Termos de Uso e a Política de Privacidade")).toBeVisible();

  await page.getByRole("button", { name: "Exportar meus dados" }).click();
  const download = page.getByRole("link", { name: "Baixar arquivo (ZIP)" });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await shoot(page, "meus-dados");
  // On a 390 px phone the address in the deletion field's label (one long word) wraps inside
  // the card: no card is wider than the screen.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel(`Digite seu e-mail (${email})`)).toBeVisible();
  await expectNoSidewaysScroll(page, "on /admin/dados");
  if (desktop) await page.setViewportSize(desktop);
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^inteligram-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(await file.path()))));
  expect(entries).toEqual(
    expect.arrayContaining([
      "LEIA-ME.txt",
      "pessoa/usuario.json",
      "pessoa/consentimentos.json",
      "espaco-de-trabalho/espaco.json",
    ]),
  );

  // Deleting: a wrong password is refused under its field; then the account goes.
  await page.getByLabel(/^Digite seu e-mail/).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Senha-Errada#1");
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page.getByText("Senha incorreta.")).toBeVisible();
  await page.getByLabel("Senha", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  // Signed out at once: the home page, its signed-out header, and the toast saying it is done.
  await expect(toast(page, "Conta excluída")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(page.getByRole("button", { name: /menu da conta|Minha conta/i })).toHaveCount(0);

  const confirmation = await openEmail(page, email, "Sua conta no Inteligram foi excluída");
  await expect(confirmation.getByText(/Confirmamos a exclusão da sua conta no Inteligram/)).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(toast(page, "Email ou senha incorretos.")).toBeVisible();
});

test("a failing renewal shows 'Pagamento pendente' on signed-in pages until the payment is updated", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  await signUpAndConfirm(page, uniqueEmail("atrasada"));

  // Paid with Stripe's failing-renewal test card: the first payment goes through.
  const checkout = await page.request.post("/api/billing/checkout", { data: { planType: "advanced" }, headers: { origin } });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await payWithCard(page, "4000 0000 0000 0341", "R$ 79,90");
  await expect(page).toHaveURL(/\/onboarding\/success/);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/billing/subscription")).json()) as { subscription: unknown }).subscription,
      { timeout: 30_000 },
    )
    .toBeTruthy();

  // The development control renews now; the renewal fails.
  await page.goto("/dev/lifecycle");
  await page.getByRole("button", { name: "Renovar agora" }).click();
  await expect(page.getByText("A renovação falhou.")).toBeVisible();

  // The failed renewal reaches the subscription through the job queue: each try reloads the page.
  // A try waits 10 s for the banner (2 s was less than one load of the page beside the other
  // journeys on a slow host: every try of one run failed).
  await expect(async () => {
    await page.goto("/admin/my-plan");
    await expect(page.getByText("Pagamento pendente", { exact: true })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  await shoot(page, "banner-pagamento-pendente");
  await page.goto("/admin/dados");
  await expect(page.getByText("Pagamento pendente", { exact: true })).toBeVisible();

  // "Atualizar pagamento" opens the provider's page (the sandbox's here); a good card pays.
  await page.getByRole("button", { name: "Atualizar pagamento" }).click();
  await expect(page.getByRole("heading", { name: "Atualizar forma de pagamento" })).toBeVisible();
  await shoot(page, "sandbox-atualizar-pagamento");
  await page.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
  await page.getByLabel("Validade").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Salvar cartão e pagar" }).click();
  await expect(page.getByText("Pagamento aprovado. Seu plano está em dia.")).toBeVisible();

  await expect(async () => {
    await page.goto("/admin/my-plan");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Pagamento pendente", { exact: true })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
