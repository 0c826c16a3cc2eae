import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openEmail,
  payWithCard,
  signUpAndConfirm,
  subscribe,
  test,
  uniqueEmail,
} from "./fixtures";
import { formatBrl } from "../src/core/format/format-money";
import { getPlan } from "../src/core/plans/catalogue";

// A new user goes through the four onboarding steps, pays in the sandbox
// and manages the plan; a declined card leaves no subscription.

const password = "Aurora-Cafe-2026!";

/** Signs up through the API and follows the confirmation link from the development mailbox. */
async function signUpThroughApi(page: Page, baseURL: string, name: string, email: string) {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password, callbackURL: "/auth/callback" },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);

  const message = await openEmail(page, email, "Confirme sua conta no Inteligram");
  const confirmation = message.getByRole("link", { name: "Confirmar minha conta" });
  const href = await confirmation.getAttribute("href");
  expect(href).toBeTruthy();
  await page.goto(href!);

  const session = await page.request.get("/api/onboarding");
  expect(session.status()).toBe(200);
}

test("a new user onboards, pays with the approved test card and cancels at period end", async ({ page, baseURL }) => {
  // The longest journey: four onboarding steps typed key by key, the checkout, then the plan's
  // management; on the shared 2-core runner it came within seconds of the default minute.
  test.slow();
  const plan = getPlan("advanced");
  const price = formatBrl(plan.monthlyPriceCentavos);
  const email = uniqueEmail("cafe");
  await signUpThroughApi(page, baseURL!, "Ana Souza", email);

  // Step 1: the plan from ?plan= is preselected.
  await page.goto("/onboarding?plan=advanced");
  await expect(page.getByText("Etapa 1 de 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Voltar" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Escolher ${plan.name}` }).click();

  // Step 2: company data with real typing and the masks.
  await expect(page.getByText("Etapa 2 de 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dados da empresa" })).toBeFocused();
  // Each step is a page of the browser's history: Back returns to the plans, Forward comes back.
  await expect(page).toHaveURL(/\/onboarding\?etapa=2$/);
  await page.goBack();
  await expect(page.getByText("Etapa 1 de 4")).toBeVisible();
  await expect(page.getByRole("button", { name: `Escolher ${plan.name}` })).toBeVisible();
  await page.goForward();
  await expect(page.getByText("Etapa 2 de 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Conta Empresarial" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Campos obrigatórios", { exact: true })).toBeVisible();
  await expect(page.getByText("Por favor, preencha todos os campos obrigatórios")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Razão social").pressSequentially("Café Aurora Ltda");
  const cnpj = page.getByLabel("CNPJ");
  await cnpj.pressSequentially("11222333000182");
  await expect(cnpj).toHaveValue("11.222.333/0001-82");
  await page.getByLabel("E-mail").pressSequentially("contato@cafeaurora.com.br");
  const phone = page.getByLabel("Telefone");
  await phone.pressSequentially("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  const instagram = page.getByLabel("Instagram (opcional)");
  await instagram.pressSequentially("@cafeaurora");
  await expect(instagram).toHaveValue("cafeaurora");

  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("CNPJ inválido", { exact: true })).toBeVisible();
  await expect(cnpj).toHaveAttribute("aria-invalid", "true");
  await cnpj.press("Backspace");
  await cnpj.pressSequentially("1");
  await expect(cnpj).toHaveValue("11.222.333/0001-81");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Dados salvos com sucesso!")).toBeVisible();

  // Step 3: goals as toggle buttons; continue is disabled at zero.
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible();
  const continueGoals = page.getByRole("button", { name: "Continuar" });
  await expect(continueGoals).toBeDisabled();
  await expectNoAxeViolations(page);
  const growth = page.getByRole("button", { name: "Crescer seguidores" });
  await growth.click();
  await expect(growth).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Monitorar concorrentes" }).click();
  await continueGoals.click();
  await expect(page.getByText("Objetivos salvos!")).toBeVisible();

  // Voltar keeps what was typed.
  await expect(page.getByText("Etapa 4 de 4")).toBeVisible();
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible();
  await expect(growth).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continuar" }).click();

  // Step 4: the summary from the catalogue, then the sandbox checkout.
  await expect(page.getByText("Etapa 4 de 4")).toBeVisible();
  const summary = page.locator("dl");
  await expect(summary).toContainText(plan.name);
  await expect(summary).toContainText(price);
  await expect(summary).toContainText("Café Aurora Ltda");
  await expect(summary).toContainText("Crescer seguidores, Monitorar concorrentes");
  await expect(page.getByText("Cartão de crédito")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();

  await page.waitForURL(/\/sandbox\/checkout\//);
  await payWithCard(page, "4242 4242 4242 4242", price, "Ana Souza");

  await page.waitForURL(/\/onboarding\/success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "Conectar meu Instagram" })).toHaveAttribute("href", "/social-media-setup");

  // A complete user who opens /onboarding again goes to the dashboard.
  await page.goto("/onboarding");
  await page.waitForURL(/\/dashboard$/);

  await page.goto("/admin/my-plan");
  await expect(page.getByRole("heading", { name: "Meu Plano", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: plan.name })).toBeVisible();
  await expect(page.getByText("Ativo", { exact: true })).toBeVisible();
  await expect(page.getByText(`${price}/mês`)).toBeVisible();
  const renewal = page.getByText(/^Próxima renovação em \d{2}\/\d{2}\/\d{4}$/);
  await expect(renewal).toBeVisible();
  const periodEnd = (await renewal.textContent())!.replace("Próxima renovação em ", "");
  await expectNoAxeViolations(page);

  await page.goto("/admin/billing");
  await expect(page.getByRole("heading", { name: "Histórico de Faturamento" })).toBeVisible();
  const row = page.getByRole("row").nth(1);
  await expect(row).toContainText("Pago");
  await expect(row).toContainText(price);
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expectNoAxeViolations(page);
  // On a 390 px phone the table scrolls inside its own box, with a cue; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("Deslize a tabela para o lado para ver todas as colunas.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto("/admin/my-plan");
  await page.getByRole("button", { name: "Cancelar plano" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelar plano" });
  await expect(dialog).toContainText("até o fim do período de cobrança atual");
  await expect(dialog).toContainText(periodEnd);
  await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(page.getByText("Plano cancelado", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Acesso até ${periodEnd}`)).toBeVisible();
  await expect(page.getByText("Ativo", { exact: true })).toBeVisible();
  const resume = page.getByRole("button", { name: "Desfazer cancelamento" });
  await expect(resume).toBeFocused();

  // Undo before the period ends: the renewal date is back.
  await resume.click();
  await expect(page.getByText(`Próxima renovação em ${periodEnd}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar plano" })).toBeVisible();

  // A plan chip asks first, with the new price and the prorated estimate; Voltar changes nothing.
  const chips = page.getByRole("group", { name: "Mudar de plano" });
  const startChip = chips.getByRole("button", { name: /^Inteligram Start/ });
  await startChip.click();
  const downgrade = page.getByRole("dialog", { name: "Mudar para o Inteligram Start" });
  await expect(downgrade).toContainText("R$ 29,90/mês");
  await expect(downgrade).toContainText("Crédito de cerca de R$");
  await downgrade.getByRole("button", { name: "Voltar" }).click();
  await expect(downgrade).toBeHidden();
  // The focus goes back to the plan's button that opened the dialog.
  await expect(startChip).toBeFocused();
  await expect(page.getByRole("heading", { name: plan.name })).toBeVisible();

  // A checkout refused because a plan is live lands here, on the change for the plan it wanted.
  await page.goto("/admin/my-plan?mudar=sparks_pro");
  const upgrade = page.getByRole("dialog", { name: "Mudar para o Inteligram Pro" });
  await expect(upgrade).toContainText(`${formatBrl(14990)}/mês`);
  await expect(upgrade).toContainText("Cobrança de cerca de R$");
  await expect(upgrade).toContainText("o valor exato é calculado pelo provedor de pagamento");
  await expectNoAxeViolations(page);

  // Upgrade through the provider: the card shows the new plan and price at once.
  await upgrade.getByRole("button", { name: "Confirmar mudança" }).click();
  await expect(page.getByText("Plano alterado", { exact: true })).toBeVisible();
  await expect(upgrade).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/my-plan$/);
  await expect(page.getByRole("heading", { name: "Inteligram Pro" })).toBeVisible();
  await expect(page.getByText(formatBrl(14990)).first()).toBeVisible();
});

test("a declined card ends on the sandbox's error and leaves no subscription", async ({ page, baseURL }) => {
  // Sign-up, four onboarding steps and the checkout: as long as the journey above.
  test.slow();
  const plan = getPlan("basic");
  const price = formatBrl(plan.monthlyPriceCentavos);
  await signUpThroughApi(page, baseURL!, "Bruno Lima", uniqueEmail("bruno"));

  await page.goto("/onboarding?plan=basic");
  await page.getByRole("button", { name: `Escolher ${plan.name}` }).click();
  await page.getByRole("button", { name: "Conta Pessoal" }).click();
  await page.getByLabel("Nome completo").pressSequentially("Bruno Lima");
  const cpf = page.getByLabel("CPF");
  await cpf.pressSequentially("52998224725");
  await expect(cpf).toHaveValue("529.982.247-25");
  await page.getByLabel("E-mail").pressSequentially("bruno@exemplo.com.br");
  // docs/product/screens.md "Onboarding": valid data reaches the server after a 1 s pause, without pressing Continuar.
  const autosaved = page.waitForResponse(
    (response) => response.url().endsWith("/api/onboarding/company") && response.request().method() === "PUT",
  );
  await page.getByLabel("Telefone").pressSequentially("2123456789");
  expect((await autosaved).status()).toBe(200);
  // A reload stays on the step in the address, with what was saved.
  await page.reload();
  await expect(page.getByText("Etapa 2 de 4")).toBeVisible();
  await expect(page.getByLabel("CPF")).toHaveValue("529.982.247-25");
  await expect(page.getByLabel("Telefone")).toHaveValue("(21) 2345-6789");
  // A step that cannot be reached yet (the goals are missing) opens the first incomplete one.
  await page.goto("/onboarding?etapa=4");
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?etapa=3$/);
  // Coming back, the server's state (profile saved) and the draft's plan resume at step 3.
  await page.goto("/onboarding");
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible();
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page.getByLabel("CPF")).toHaveValue("529.982.247-25");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 3 de 4")).toBeVisible();
  const options = page.waitForResponse((response) => response.url().endsWith("/api/billing/options"));
  await page.getByRole("button", { name: "Aumentar vendas" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 4 de 4")).toBeVisible();
  // Decision 008: by default the sandbox mirrors an account without Pix Automático, so the step
  // and the checkout offer the card alone, as GET /api/billing/options says.
  expect(await (await options).json()).toEqual({ provider: "sandbox", paymentMethods: ["card"] });
  const methods = page.getByRole("region", { name: "Formas de pagamento" }).getByRole("listitem");
  await expect(methods).toHaveText(["Cartão de crédito"]);
  await page.getByRole("button", { name: "Ir para o pagamento" }).click();

  await page.waitForURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole("heading", { name: "Cartão de crédito" })).toBeVisible();
  await expect(page.getByText("Pix")).toHaveCount(0);
  await payWithCard(page, "4000 0000 0000 0002", price, "Bruno Lima");
  await expect(page.getByRole("alert")).toContainText("Pagamento recusado");

  const response = await page.request.get("/api/billing/subscription");
  expect(await response.json()).toEqual({ subscription: null });
  await page.goto("/admin/my-plan");
  await expect(page.getByText("Você não possui um plano ativo.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "/#pricing");
  await page.goto("/admin/billing");
  await expect(page.getByText("Nenhum pagamento encontrado.")).toBeVisible();

  // A session id that isn't this user's (or doesn't exist) is not verified.
  await page.goto("/onboarding/success?session_id=cs_test_desconhecida");
  await expect(page.getByRole("heading", { name: "Erro na verificação" })).toBeVisible();
  await expect(page.getByText("Não foi possível verificar o pagamento.").first()).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o cadastro" }).click();
  await expect(page.getByText("Etapa 4 de 4")).toBeVisible();

  // Without session_id the success page goes back to the wizard.
  await page.goto("/onboarding/success");
  await page.waitForURL(/\/onboarding$/);
  await expect(page.getByText("Etapa 4 de 4")).toBeVisible();
});

test("a Go workspace with one Instagram and one TikTok account moves to Start, and Faturamento shows the credit", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL!;
  await signUpAndConfirm(page, uniqueEmail("descer"));
  await subscribe(page, origin);
  // One account on each network: Start allows one per network (docs/decisions/029).
  for (const data of [{ username: "lojadescer" }, { platform: "tiktok", username: "lojadescer" }]) {
    expect((await page.request.post("/api/accounts", { data, headers: { origin } })).status()).toBe(201);
  }

  // Whether the workspace fits each plan comes with the page (GET /api/billing/subscription/changes),
  // so the dialog says it as soon as it opens.
  await page.goto("/admin/my-plan");
  await page
    .getByRole("group", { name: "Mudar de plano" })
    .getByRole("button", { name: /^Inteligram Start/ })
    .click();
  const downgrade = page.getByRole("dialog", { name: "Mudar para o Inteligram Start" });
  await expect(downgrade).toContainText("Crédito de cerca de R$");
  await expect(downgrade).toContainText("Confira os valores antes de confirmar a mudança.");
  await expect(downgrade).not.toContainText("permite 1 conta por rede");
  const confirm = downgrade.getByRole("button", { name: "Confirmar mudança" });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText("Plano alterado", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inteligram Start" })).toBeVisible();

  // The e-mail says the prorated difference appears in Faturamento: there it is.
  await page.goto("/admin/billing");
  const available = page.getByText(/^Crédito disponível: R\$ \d+,\d{2}/);
  await expect(available).toBeVisible();
  const amount = (await available.locator("strong").textContent())!;
  const creditRow = page.getByRole("row").filter({ hasText: "Crédito proporcional: Inteligram Go para Inteligram Start" });
  await expect(creditRow).toContainText(amount);
  await expect(creditRow).toContainText("Crédito");
  await expectNoAxeViolations(page);
});

test("/plans says plans are paid by card, as the payment options say by default", async ({ page }) => {
  const options = page.waitForResponse((response) => response.url().endsWith("/api/billing/options"));
  await page.goto("/plans");
  expect(await (await options).json()).toEqual({ provider: "sandbox", paymentMethods: ["card"] });
  await expect(page.getByText("Pagamento mensal no cartão de crédito, sem fidelidade.")).toBeVisible();
  await expect(page.getByText("Pix")).toHaveCount(0);
});

test("signed out, the billing pages send the visitor to /login", async ({ page }) => {
  for (const path of ["/onboarding", "/admin/my-plan", "/admin/billing", "/onboarding/success?session_id=cs_x"]) {
    await page.goto(path);
    await page.waitForURL(/\/login(\?redirectTo=.*)?$/);
  }
});
