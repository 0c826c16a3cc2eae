import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openEmail, test, toast, uniqueEmail } from "./fixtures";

const password = "Inteligram#2026";
const confirmationSubject = "Confirme sua conta no Inteligram";
const resetSubject = "Redefina sua senha do Inteligram";
// Login goes to /dashboard (docs/product/screens.md); the analytics pages need a plan, so a person without one
// (every account made here) is sent on to /onboarding.
const landingAfterLogin = /\/onboarding$/;

async function signUp(page: Page, email: string, path = "/signup") {
  await page.goto(path);
  await page.getByLabel("Nome completo").fill("Maria Souza");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  // A first visit's cookie banner appears a moment after the page loads, over the bottom of the
  // window where the button is: a click could land on it as it appears (seen in CI's traces).
  // Answered first, as a person does, before the button is clicked.
  await page
    .getByRole("region", { name: "Cookies e privacidade" })
    .getByRole("button", { name: "Rejeitar não essenciais" })
    .click();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(toast(page, "Conta criada com sucesso!")).toBeVisible();
}

/** Follows the link of the confirmation e-mail, which signs the person in. */
async function confirmByEmail(page: Page, email: string) {
  const message = await openEmail(page, email, confirmationSubject);
  await message.getByRole("link", { name: "Confirmar minha conta" }).click();
  await expect(toast(page, "Conta confirmada!")).toBeVisible();
}

function userMenu(page: Page, email: string) {
  return page.getByRole("banner").getByRole("button", { name: `Menu da conta (${email})` });
}

async function logOut(page: Page, email: string) {
  await userMenu(page, email).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(toast(page, "Logout realizado")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function logIn(page: Page, email: string, secret: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** A confirmed account, signed out again. */
async function confirmedAccount(page: Page) {
  const email = uniqueEmail();
  await signUp(page, email);
  await confirmByEmail(page, email);
  await logOut(page, email);
  return email;
}

test("sign up, confirm by e-mail, log out, log in, change the password and log in with the new one", async ({ page }) => {
  const email = uniqueEmail("jornada");
  const newPassword = "Nova-Senha#2026";

  // Sign up with the plan chosen on the landing page: the page stays and explains the confirmation.
  await signUp(page, email, "/signup?plan=advanced");
  await expect(toast(page, "Verifique seu email para confirmar a conta.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Confirme seu email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?plan=advanced$/);

  // The link in the e-mail signs the person in and leads to onboarding with the plan.
  await confirmByEmail(page, email);
  await expect(page).toHaveURL(/\/onboarding\?plan=advanced$/);
  await expect(userMenu(page, email)).toBeVisible();

  // The user menu works from the keyboard: open it, check its entries, leave with "Sair".
  await userMenu(page, email).focus();
  await page.keyboard.press("Enter");
  for (const entry of ["Trocar Senha", "Faturamento", "Meu Plano", "Ver Planos", "Sair"]) {
    await expect(page.getByRole("menuitem", { name: entry })).toBeVisible();
  }
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Sair" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Logout realizado")).toBeVisible();
  await expect(toast(page, "Você foi desconectado com sucesso.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
  await logIn(page, email, password);
  await expect(toast(page, "Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(landingAfterLogin);

  await userMenu(page, email).click();
  await page.getByRole("menuitem", { name: "Trocar Senha" }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  // The current password comes first; a wrong one is refused on its field.
  const current = page.getByLabel("Senha Atual", { exact: true });
  await current.fill("nao-e-a-senha");
  await page.getByLabel("Nova Senha", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmar Nova Senha", { exact: true }).fill("Outra-Senha#2026");
  await page.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(page.getByText("As senhas não coincidem.")).toBeVisible();
  await expect(page.getByLabel("Confirmar Nova Senha", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, { includeToasts: true });
  await page.getByLabel("Confirmar Nova Senha", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(page.getByText("A senha atual está incorreta.")).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await current.fill(password);
  await page.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(toast(page, "Senha alterada com sucesso!")).toBeVisible();

  await logOut(page, email);
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(toast(page, "Email ou senha incorretos.")).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(toast(page, "Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(landingAfterLogin);
  await expect(userMenu(page, email)).toBeVisible();
});

test("a wrong password is refused with 'Erro na autenticação'", async ({ page }) => {
  const email = await confirmedAccount(page);

  await page.goto("/login");
  await logIn(page, email, "Senha-Errada#1");

  await expect(toast(page, "Erro na autenticação")).toBeVisible();
  await expect(toast(page, "Email ou senha incorretos.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the login form asks for the required fields and focuses the first one", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Entrar" }).click();

  const emailField = page.getByLabel("Email", { exact: true });
  await expect(page.getByText("Informe seu email.")).toBeVisible();
  await expect(page.getByText("Informe sua senha.")).toBeVisible();
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("Informe seu email.");
  await expectNoAxeViolations(page, { includeToasts: true });
});

test("the account screens pass an accessibility check", async ({ page }) => {
  for (const path of ["/signup", "/esqueci-senha", "/redefinir-senha?error=INVALID_TOKEN"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, { includeToasts: true });
  }
});

test("the password-reset link's page comes with its form in the HTML, usable once it hydrates", async ({ page, request }) => {
  // Prerendered: the first paint is the page (title, fields), not a spinner while the scripts load.
  const html = await (await request.get("/redefinir-senha?token=abc")).text();
  expect(html).toContain("Escolha uma nova senha para a sua conta.");
  expect(html).toContain('id="reset-new-password"');
  expect(html).not.toContain("Este link de redefinição é inválido ou expirou.");
  await page.goto("/redefinir-senha?token=abc");
  await expect(page.getByLabel("Nova Senha", { exact: true })).toBeEnabled();
  await page.goto("/redefinir-senha");
  await expect(page.getByText("Este link de redefinição é inválido ou expirou.")).toBeVisible();
});

test("an unconfirmed account is told to confirm and can have the link sent again", async ({ page }) => {
  const email = uniqueEmail("pendente");
  await signUp(page, email);

  await page.goto("/login");
  await logIn(page, email, password);

  await expect(toast(page, "Erro na autenticação")).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Confirme seu email" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Reenviar email de confirmação" }).click();
  await expect(toast(page, "Email de confirmação enviado!")).toBeVisible();
});

test("a signed-out visit to /dashboard goes to /login and returns to /dashboard after login, which leads to the setup", async ({
  page,
}) => {
  const email = await confirmedAccount(page);

  // While the session is being read the guard shows a placeholder, never the page itself.
  let releaseSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route("**/api/auth/get-session", async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Carregando...");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
  releaseSession();

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await logIn(page, email, password);
  await expect(toast(page, "Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(landingAfterLogin);
  await expect(page.getByText("Etapa 1 de 4")).toBeVisible();
});

test("logging out in one tab signs the other tabs out too", async ({ page, context }) => {
  const email = await confirmedAccount(page);
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(landingAfterLogin);

  const otherTab = await context.newPage();
  await otherTab.goto("/plans");
  await expect(userMenu(otherTab, email)).toBeVisible();
  await logOut(otherTab, email);

  // The first tab leaves the guarded page and shows the signed-out header, without a reload.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
});

test("an invalid confirmation link ends on /login with an explanation", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=nao-e-um-token&callbackURL=%2Fauth%2Fcallback%3Fplan%3Dbasic");

  await expect(page).toHaveURL(/\/login\?plan=basic&notice=confirmation-invalid$/);
  await expect(page.getByText("O link de confirmação é inválido ou expirou. Entre para receber um novo.")).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link, which then stops working", async ({ page }) => {
  const email = await confirmedAccount(page);
  const newPassword = "Recuperada#2026";

  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/esqueci-senha$/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText("Se houver uma conta com esse email, enviaremos um link para redefinir a senha.")).toBeVisible();

  const message = await openEmail(page, email, resetSubject);
  await message.getByRole("link", { name: "Escolher nova senha" }).click();
  await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
  await page.getByLabel("Nova Senha", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmar Nova Senha", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(toast(page, "Senha redefinida com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, newPassword);
  await expect(toast(page, "Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(landingAfterLogin);

  // The same link a second time.
  const again = await openEmail(page, email, resetSubject);
  await again.getByRole("link", { name: "Escolher nova senha" }).click();
  await expect(page).toHaveURL(/\/redefinir-senha\?error=/);
  await expect(page.getByText("Este link de redefinição é inválido ou expirou.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute("href", "/esqueci-senha");
});

test("signed in, a plan button leads to onboarding with that plan (docs/product/screens.md 'Landing')", async ({ page }) => {
  const email = await confirmedAccount(page);
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(landingAfterLogin);
  await page.goto("/plans");
  await page.getByRole("link", { name: "Assinar Inteligram Go" }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=advanced$/);
});
