import type { Page } from "@playwright/test";
import {
  connectAndCollect,
  expect,
  expectNoAxeViolations,
  newVisitor,
  openEmail,
  signUpAndConfirm,
  subscribe,
  test,
  testPassword,
  toast,
  uniqueEmail,
} from "./fixtures";

const invitationSubject = "Convite para a equipe";
const ownerName = "Maria Souza";
const profileHeading = /National Geographic|natgeo/i;

/** Opens the newest invitation e-mailed to `email` and follows its "Aceitar convite" link. */
async function openInvitation(page: Page, email: string) {
  const message = await openEmail(page, email, invitationSubject);
  await message.getByRole("link", { name: "Aceitar convite" }).click();
  await expect(page).toHaveURL(/\/convite\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Convite para a equipe" })).toBeVisible();
}

async function invite(page: Page, email: string) {
  await page.getByLabel("Email da pessoa").fill(email);
  await page.getByRole("button", { name: "Enviar convite" }).click();
}

async function acceptAndSeeTheOwnersDashboard(page: Page) {
  await page.getByRole("button", { name: "Aceitar convite" }).click();
  await expect(toast(page, "Convite aceito!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 2, name: profileHeading })).toBeVisible();
}

test("an owner on Go invites two people who join and see the same dashboard; the fourth seat is refused; a removed member is sent away", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL!;
  const ownerEmail = uniqueEmail("dona");
  const brunaEmail = uniqueEmail("bruna");
  const anaEmail = uniqueEmail("ana");

  // Bruna already has an account (signed up beforehand, in her own browser).
  const bruna = await newVisitor(browser);
  await signUpAndConfirm(bruna, brunaEmail, "Bruna Lima");

  // The owner pays for Go, connects @natgeo and collects it.
  await signUpAndConfirm(page, ownerEmail, ownerName);
  await subscribe(page, origin);
  await connectAndCollect(page, origin);

  // The team page, from the user menu: one of three seats used.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: profileHeading })).toBeVisible();
  await page.getByRole("button", { name: `Menu da conta (${ownerEmail})` }).click();
  await page.getByRole("menuitem", { name: "Equipe" }).click();
  await expect(page).toHaveURL(/\/admin\/equipe$/);
  await expect(page.getByTestId("team-seats")).toHaveText("1 de 3 usuários");
  await expect(page.getByText("Nenhum convite pendente.")).toBeVisible();
  await expect(page.getByTestId("team-member")).toHaveCount(1);
  await expect(page.getByTestId("team-member")).toContainText(`${ownerName} (você)`);
  await expect(page.getByTestId("team-member")).toContainText("Proprietário");

  // Two invitations; inviting the same address twice is refused under the field.
  await invite(page, brunaEmail);
  await expect(toast(page, "Convite enviado")).toBeVisible();
  await expect(page.getByTestId("team-seats")).toHaveText("2 de 3 usuários");
  await expect(page.getByLabel("Email da pessoa")).toHaveValue("");
  await invite(page, brunaEmail);
  await expect(page.getByLabel("Email da pessoa")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#team-invite-email-error")).not.toBeEmpty();
  await invite(page, anaEmail);
  await expect(page.getByTestId("team-seats")).toHaveText("3 de 3 usuários");
  // That took the last seat: the form closes and the focus goes to the notice saying why.
  await expect(page.getByRole("status").filter({ hasText: "Limite de usuários do plano" })).toBeFocused();
  await expect(page.getByTestId("team-invitation")).toHaveCount(2);
  await expect(page.getByTestId("team-invitation").first()).toContainText(/Expira em \d{2}\/\d{2}\/\d{4}/);

  // A fourth person does not fit the plan: the form closes and says why, with the way to the plan.
  const limit = page.getByRole("status").filter({ hasText: "Limite de usuários do plano" });
  await expect(limit).toContainText("Seu plano Inteligram Go permite até 3 usuários");
  await expect(limit.getByRole("link", { name: "Ver meu plano" })).toHaveAttribute("href", "/admin/my-plan");
  await expect(page.getByLabel("Email da pessoa")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Enviar convite" })).toBeDisabled();
  await expect(page.getByTestId("team-invitation")).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Bruna opens her invitation signed in, and joins.
  await openInvitation(bruna, brunaEmail);
  await expect(bruna.getByRole("heading", { level: 2, name: ownerName })).toBeVisible();
  await expect(bruna.getByText(`Você está conectado como ${brunaEmail}.`)).toBeVisible();
  await acceptAndSeeTheOwnersDashboard(bruna);

  // Ana has no account: she signs up from the invitation, confirms, and lands back on it.
  const ana = await newVisitor(browser);
  await openInvitation(ana, anaEmail);
  const anaInvitation = ana.url();
  await expect(ana.getByText(`Para aceitar, entre ou crie uma conta com o email ${anaEmail}.`)).toBeVisible();
  await expectNoAxeViolations(ana);

  // Someone else's session cannot take Ana's invitation: the server's message, and a way out.
  await bruna.goto(anaInvitation);
  await bruna.getByRole("button", { name: "Aceitar convite" }).click();
  const refused = bruna.getByRole("alert").filter({ hasText: "Não foi possível aceitar o convite" });
  await expect(refused).toContainText("Este convite foi enviado para outro e-mail.");
  await expect(refused.getByRole("button", { name: "Sair e usar outra conta" })).toBeVisible();

  await ana.getByRole("main").getByRole("link", { name: "Criar conta" }).click();
  await expect(ana).toHaveURL(/\/signup\?convite=/);
  await expect(ana.getByLabel("Email", { exact: true })).toHaveValue(anaEmail);
  await ana.getByLabel("Nome completo").fill("Ana Costa");
  await ana.getByLabel("Senha", { exact: true }).fill(testPassword);
  await ana.getByRole("button", { name: "Criar conta" }).click();
  // The invitation was sent to her address: it confirms it, she is signed in and back on it.
  await expect(toast(ana, "Conta criada! Seu email foi confirmado pelo convite.")).toBeVisible();
  await expect(ana).toHaveURL(anaInvitation);
  await acceptAndSeeTheOwnersDashboard(ana);

  // Bruna, a member: the team read-only, the plan without its actions, no payments.
  await bruna.goto("/admin/equipe");
  await expect(bruna.getByText("Seu papel: Editor")).toBeVisible();
  await expect(bruna.getByTestId("team-member")).toHaveCount(3);
  await expect(bruna.getByRole("button", { name: "Sair da equipe" })).toBeVisible();
  await expect(bruna.getByRole("button", { name: "Enviar convite" })).toHaveCount(0);
  await expect(bruna.getByRole("button", { name: /^Remover/ })).toHaveCount(0);
  await expectNoAxeViolations(bruna);
  await bruna.goto("/admin/my-plan");
  await expect(bruna.getByRole("heading", { level: 2, name: "Inteligram Go" })).toBeVisible();
  await expect(bruna.getByText("Somente o proprietário do espaço de trabalho pode mudar ou cancelar o plano.")).toBeVisible();
  await expect(bruna.getByRole("button", { name: "Cancelar plano" })).toHaveCount(0);
  await bruna.goto("/admin/billing");
  await expect(bruna.getByText("Disponível para o proprietário")).toBeVisible();
  await expect(bruna.getByText("Erro ao carregar histórico de pagamentos.")).toHaveCount(0);

  // Bruna belongs to two workspaces: the switcher takes her to her own (no plan) and back.
  const brunaMenu = bruna.getByRole("button", { name: `Menu da conta (${brunaEmail})` });
  await brunaMenu.click();
  await expect(bruna.getByRole("menuitemradio", { name: new RegExp(`^${ownerName}`) })).toHaveAttribute("aria-checked", "true");
  await bruna.getByRole("menuitemradio", { name: /^Bruna Lima/ }).click();
  await expect(toast(bruna, "Espaço de trabalho alterado")).toBeVisible();
  await expect(bruna).toHaveURL(/\/onboarding$/);
  await brunaMenu.click();
  await expect(bruna.getByRole("menuitemradio", { name: /^Bruna Lima/ })).toHaveAttribute("aria-checked", "true");
  await bruna.getByRole("menuitemradio", { name: new RegExp(`^${ownerName}`) }).click();
  await expect(bruna).toHaveURL(/\/dashboard$/);
  await expect(bruna.getByRole("heading", { level: 2, name: profileHeading })).toBeVisible();

  // The team does not fit Start: the plan-change dialog says so instead of an estimate.
  await page.goto("/admin/my-plan?mudar=basic");
  const change = page.getByRole("dialog", { name: "Mudar para o Inteligram Start" });
  await expect(change).toContainText("O Inteligram Start permite 1 usuário e sua equipe tem 3");
  await expect(change.getByRole("button", { name: "Confirmar mudança" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await change.getByRole("button", { name: "Voltar" }).click();

  // The owner sees both members, and removes Ana.
  await page.goto("/admin/equipe");
  await expect(page.getByTestId("team-member")).toHaveCount(3);
  await expect(page.getByTestId("team-seats")).toHaveText("3 de 3 usuários");
  await expect(page.getByText("Nenhum convite pendente.")).toBeVisible();
  await page.getByRole("button", { name: "Remover Ana Costa" }).click();
  const dialog = page.getByRole("dialog", { name: "Remover da equipe" });
  await expect(dialog).toContainText(anaEmail);
  await dialog.getByRole("button", { name: "Remover da equipe" }).click();
  await expect(toast(page, "Membro removido")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("team-seats")).toHaveText("2 de 3 usuários");
  await expect(page.getByRole("heading", { level: 2, name: "Membros (2)" })).toBeFocused();

  // Ana's next page: no workspace of the owner any more, and none with a plan of her own.
  await ana.reload();
  await expect(ana).toHaveURL(/\/onboarding$/);

  await bruna.context().close();
  await ana.context().close();
});
