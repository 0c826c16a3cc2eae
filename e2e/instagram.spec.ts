import type { Page } from "@playwright/test";
import {
  connectByUsername,
  expect,
  expectNoAxeViolations,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

/** A new account, confirmed through the development outbox, signed in. */
async function signedInUser(page: Page) {
  const email = uniqueEmail("instagram");
  await signUpAndConfirm(page, email, "Ana Lima");
  return email;
}

test("a paid user connects natgeo by username, collects its data, then adds a second account with Instagram Login", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signedInUser(page);
  await subscribe(page, baseURL!);

  // No account yet.
  await page.goto("/social-media-setup");
  await expect(page.getByRole("heading", { level: 1, name: "Conectar Seu Instagram" })).toBeVisible();
  await expectNoAxeViolations(page);
  await connectByUsername(page, "Conectar Meu Instagram", "natgeo");
  await expect(toast(page, "Instagram conectado!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Seu Instagram" })).toBeVisible();
  const natgeo = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "@natgeo" }) });
  await expect(natgeo.getByText("Manual", { exact: true })).toBeVisible();
  await expect(natgeo.getByText("Dados de demonstração")).toBeVisible();

  // The same username again is refused.
  await connectByUsername(page, "Adicionar Outra Conta", "@natgeo");
  await expect(toast(page, "Conta já conectada")).toBeVisible();
  await expect(toast(page, "O Instagram @natgeo já está conectado.")).toBeVisible();
  // Cancelar empties the field and leaves the focus in it.
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByLabel("Nome de usuário do Instagram")).toHaveValue("");
  await expect(page.getByLabel("Nome de usuário do Instagram")).toBeFocused();
  await expectNoAxeViolations(page);

  // COLETAR DADOS follows the job and opens the dashboard when the data is in.
  await page.getByRole("button", { name: "COLETAR DADOS" }).click();
  await expect(toast(page, "Coleta iniciada!")).toBeVisible();
  await expect(toast(page, "Dados processados!")).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  // A second account through the OAuth sandbox consent page.
  await page.goto("/social-media-setup");
  await page.getByRole("button", { name: "Entrar com o Instagram" }).click();
  await expect(page).toHaveURL(/\/sandbox\/instagram\/authorize/);
  await page.getByLabel("Conta do Instagram (nome de usuário)").fill("minhaloja");
  await page.getByRole("button", { name: "Permitir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conectando Instagram..." })).toBeVisible();
  await expect(toast(page, "Instagram conectado!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });

  await page.goto("/social-media-setup");
  const cards = page.getByRole("region", { name: "Contas conectadas" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  // The newest connection is the current profile.
  const minhaloja = cards.filter({ has: page.getByRole("heading", { name: "@minhaloja" }) });
  await expect(minhaloja.getByText("Instagram", { exact: true })).toBeVisible();
  await expect(minhaloja.getByText("Perfil atual")).toBeVisible();

  // Switching makes natgeo current again.
  await natgeo.getByRole("button", { name: "Usar este perfil" }).click();
  await expect(toast(page, "Perfil alterado")).toBeVisible();
  await expect(natgeo.getByText("Perfil atual")).toBeVisible();
  await expect(natgeo.getByRole("heading", { name: "@natgeo" })).toBeFocused();

  // Disconnect asks first.
  await minhaloja.getByRole("button", { name: "Desconectar" }).click();
  const dialog = page.getByRole("dialog", { name: "Desconectar @minhaloja (Instagram)?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Desconectar" }).click();
  await expect(toast(page, "Conta desconectada")).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Contas conectadas" })).toBeFocused();
});

test("a paid user connects with Facebook from the setup page, by keyboard, and the chosen Page's Instagram account becomes an account", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signedInUser(page);
  await subscribe(page, baseURL!);

  await page.goto("/social-media-setup");
  const facebook = page.getByRole("button", { name: "Conectar com o Facebook" });
  // Beside "Entrar com o Instagram", reached with the keyboard.
  await expect(facebook).toBeVisible();
  await page.getByRole("button", { name: "Entrar com o Instagram" }).focus();
  await page.keyboard.press("Tab");
  await expect(facebook).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Conectar o Inteligram ao Facebook" })).toBeVisible();
  await page.getByRole("link", { name: "Continuar" }).click();

  // Two test Pages: back on the setup page to choose one.
  await expect(page).toHaveURL(/\/social-media-setup$/, { timeout: 30_000 });
  await expect(toast(page, "Autorização recebida. Escolha a página.")).toBeVisible();
  await page.getByRole("radio", { name: /Minha Loja/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Usar esta página" }).click();
  await expect(toast(page, "Facebook conectado.")).toBeVisible();

  const card = page
    .getByRole("region", { name: "Contas conectadas" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "@minhaloja_teste" }) });
  await expect(card.getByText("Facebook", { exact: true })).toBeVisible();
  // The sandbox stand-in's data is said to be demonstration data.
  await expect(card.getByText("Dados de demonstração")).toBeVisible();
  // Collected through the connection: followers appear after its first collection.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText(/^\d[\d.,]*\S* seguidores$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page);
});

test("without a plan, with an OAuth error or with a bad code the person is told what happened", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page);

  // Instagram sent the person back with an error: its description, then the setup page.
  await page.goto(
    `/auth/instagram/callback?error=access_denied&error_description=${encodeURIComponent("Você cancelou a autorização no Instagram.")}`,
  );
  await expect(toast(page, "Você cancelou a autorização no Instagram.")).toBeVisible();
  await expect(page).toHaveURL(/\/social-media-setup$/);

  await page.goto("/auth/instagram/callback?state=abc");
  await expect(toast(page, "Código de autorização não encontrado")).toBeVisible();
  await expect(page).toHaveURL(/\/social-media-setup$/);

  // A code with a state the server never issued: the page stays, with a way back.
  await page.goto("/auth/instagram/callback?code=AQBfalso%23_&state=inventado");
  await expect(toast(page, "Erro na autenticação")).toBeVisible();
  await expect(toast(page, "Não foi possível conectar sua conta do Instagram.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/instagram\/callback/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Voltar para Conectar Instagram" }).click();
  await expect(page).toHaveURL(/\/social-media-setup$/);

  // Without a subscription, connecting leads to choosing a plan.
  await connectByUsername(page, "Conectar Meu Instagram", "natgeo");
  await expect(page).toHaveURL(/\/onboarding/);
});
