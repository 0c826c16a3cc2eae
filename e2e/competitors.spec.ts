import type { Page } from "@playwright/test";
import {
  connectAndCollect,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  payWithCard,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

const shots = process.env.SHOTS_DIR;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const [label, size] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    // Nothing wider than the screen: the wide table scrolls inside its card.
    await expectNoSidewaysScroll(page, `${name} ${label}`);
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function addCompetitor(page: Page, username: string, button = "Adicionar concorrente") {
  await page.getByLabel("Nome de usuário do concorrente").fill(username);
  await page.getByRole("button", { name: button }).click();
}

test("on Go: add three competitors, compare them side by side and over time, remove one, compare each account with its network's", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  await signUpAndConfirm(page, uniqueEmail("concorrentes"));
  await subscribe(page, baseURL!);
  await connectAndCollect(page, baseURL!);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Aceitar todos" }).click();
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Concorrentes" }).click();
  await expect(page).toHaveURL(/\/concorrentes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Concorrentes" })).toBeVisible();
  await expect(page.getByText("Adicione um concorrente para ver a comparação e os gráficos.")).toBeVisible();
  await screenshot(page, "concorrentes-vazio");

  // Your own account is refused, with the message under the field.
  await addCompetitor(page, "natgeo");
  await expect(page.getByRole("alert").filter({ hasText: "O @natgeo é uma das suas contas conectadas." })).toBeVisible();
  // Too long: the manual connect's rule is said under the field, not only a refused button.
  await page.getByLabel("Nome de usuário do concorrente").fill("a".repeat(40));
  await expect(
    page.getByRole("alert").filter({ hasText: "O nome de usuário do Instagram tem no máximo 30 caracteres." }),
  ).toBeVisible();

  for (const name of ["marca_rival", "loja_vizinha", "cafe_da_esquina"]) {
    await addCompetitor(page, name);
    await expect(toast(page, `@${name} adicionado.`)).toBeVisible();
  }
  await expect(page.getByTestId("competitor-count")).toContainText("3 de 5 no Inteligram Go");

  // Their first collections end: every row has figures, and your rank per column.
  const table = page.getByTestId("comparison-table");
  await expect(table.getByText(/Coletando dados/)).toHaveCount(0, { timeout: 60_000 });
  await expect(table.getByRole("row")).toHaveCount(6);
  await expect(table.getByTestId("rank-row")).toContainText(/\dº de 4/);
  for (const name of ["@natgeo", "@marca_rival", "@loja_vizinha", "@cafe_da_esquina"]) {
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const followersChart = page.getByRole("region", { name: "Seguidores ao longo do tempo" });
  await expect(followersChart.locator(".recharts-line")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Taxa de engajamento por semana" }).locator(".recharts-line")).toHaveCount(4);
  await expect(page.getByRole("list", { name: "Participação no engajamento" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Melhores publicações dos concorrentes" })).toBeVisible();
  // A post's link opens its network in a new tab, and says so (the network may be Instagram or TikTok).
  await expect(
    page
      .getByRole("region", { name: "Melhores publicações dos concorrentes" })
      .getByRole("link", { name: /\(abre em nova aba\)$/ })
      .first(),
  ).toHaveAttribute("target", "_blank");

  // The dashboard's period selector, kept in the URL.
  const periodSelect = page.getByLabel("Período", { exact: true });
  await periodSelect.focus();
  await periodSelect.selectOption({ label: "Últimos 90 dias" });
  await expect(page).toHaveURL(/[?&]periodo=90d/);
  // The list a keyboard user changed keeps the focus (it is not drawn again for the new period).
  await expect(periodSelect).toBeFocused();
  await expect(table.getByTestId("rank-row")).toContainText(/\dº de 4/);
  // The 90-day comparison has replaced the 30-day one, which stays dimmed (aria-busy) meanwhile.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // On a phone the wide table scrolls inside its card, never the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, "on /concorrentes with competitors at 390 px");
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, "concorrentes-go");

  await page.getByRole("button", { name: "Remover @loja_vizinha" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast(page, "@loja_vizinha foi removido dos concorrentes.")).toBeVisible();
  await expect(page.getByTestId("competitor-count")).toContainText("2 de 5");
  await expect(table.getByRole("rowheader", { name: /^@loja_vizinha/ })).toHaveCount(0);

  // The second way to connect: Facebook Login (sandbox), choosing the Page; competitors are then
  // read through its Instagram account's business_discovery.
  await page.getByRole("button", { name: "Conectar com o Facebook" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conectar o Inteligram ao Facebook" })).toBeVisible();
  await page.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/concorrentes$/);
  await page.getByRole("radio", { name: /Meu Café/ }).check();
  await page.getByRole("button", { name: "Usar esta página" }).click();
  await expect(page.getByTestId("facebook-status")).toHaveText(
    "Conectado pela página Meu Café (página de teste) (@meucafe_teste).",
  );
  await addCompetitor(page, "padaria_nova");
  await expect(toast(page, "@padaria_nova adicionado.")).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^@padaria_nova/ })).toBeVisible();
  await screenshot(page, "concorrentes-facebook");

  // A TikTok account (decision 034): compared with TikTok's competitors only. Just connected, it
  // is the account the person looks at, so the page opens on it.
  await page.goto("/social-media-setup");
  await page.getByRole("button", { name: "Conectar TikTok" }).click();
  await page.getByLabel("Conta do TikTok (nome de usuário)").fill("loja_no_tiktok");
  await page.getByRole("button", { name: "Autorizar" }).click();
  await expect(toast(page, "TikTok conectado!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 90_000 });
  await page.goto("/concorrentes");
  const compared = page.getByLabel("Conta comparada");
  // Every own account, the Facebook Page's Instagram account too, each with its network.
  await expect(compared.locator("option")).toHaveText([
    "@meucafe_teste (Instagram)",
    "@natgeo (Instagram)",
    "@loja_no_tiktok (TikTok)",
  ]);
  await expect(compared.locator("option:checked")).toHaveText("@loja_no_tiktok (TikTok)");
  // The Instagram competitors are not the TikTok account's: the network has none yet.
  await expect(page.getByTestId("no-network-competitors")).toContainText("Nenhum concorrente do TikTok ainda.");
  await expect(table).toHaveCount(0);
  // The network's radio is drawn by its label (the input itself is visually hidden).
  await page.getByRole("group", { name: "Rede social" }).getByText("TikTok", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "TikTok" })).toBeChecked();
  await addCompetitor(page, "rival_no_tiktok");
  await expect(toast(page, "@rival_no_tiktok adicionado.")).toBeVisible();
  await expect(table.getByText(/Coletando dados/)).toHaveCount(0, { timeout: 60_000 });
  await expect(table.getByTestId("rank-row")).toContainText(/\dº de 2/);
  await expect(table.getByRole("rowheader", { name: /^@rival_no_tiktok/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^@marca_rival/ })).toHaveCount(0);
  await expect(page.getByText(/Concorrentes do TikTok/)).toBeVisible();

  // Picking the Instagram account: kept in the address like the period, Instagram's competitors only.
  await compared.selectOption({ label: "@natgeo (Instagram)" });
  await expect(page).toHaveURL(/[?&]conta=[0-9a-f-]{36}/);
  await expect(table.getByTestId("rank-row")).toContainText(/\dº de 4/);
  await expect(table.getByRole("rowheader", { name: /^@marca_rival/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^@rival_no_tiktok/ })).toHaveCount(0);
  await page.reload();
  await expect(compared.locator("option:checked")).toHaveText("@natgeo (Instagram)");
  await expect(table.getByRole("rowheader", { name: /^@natgeo/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "concorrentes-por-rede");
});

test("on Start: a competitor is a paid add-on, bought in the sandbox checkout and listed in Faturamento", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signUpAndConfirm(page, uniqueEmail("concorrente.start"));
  const checkout = await page.request.post("/api/billing/checkout", {
    data: { planType: "basic" },
    headers: { origin: baseURL! },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await payWithCard(page, "4242 4242 4242 4242", "R$ 29,90");
  await expect(page).toHaveURL(/\/onboarding\/success/);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/billing/subscription")).json()) as { subscription: unknown }).subscription,
      { timeout: 30_000 },
    )
    .toBeTruthy();
  await connectAndCollect(page, baseURL!);

  await page.goto("/concorrentes");
  await page.getByRole("button", { name: "Aceitar todos" }).click();
  await expect(page.getByTestId("competitor-count")).toContainText("0 de 3 no Inteligram Start");
  await addCompetitor(page, "rival_start", "Adicionar e pagar R$ 9,90/mês");

  // The provider's checkout: a declined card adds nothing; the approved one adds the competitor.
  await expect(page.getByRole("heading", { level: 1, name: "Concorrente adicional: @rival_start" })).toBeVisible();
  await screenshot(page, "concorrentes-start-checkout");
  const pay = async (number: string) => {
    await page.getByLabel("Número do cartão").fill(number);
    await page.getByLabel("Validade").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Nome no cartão").fill("Maria Souza");
    await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  };
  await pay("4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toBeVisible();
  await pay("4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/concorrentes\?adicional=pago/);
  await expect(page.getByText("Pagamento do concorrente adicional confirmado.")).toBeVisible();
  await expect(page.getByTestId("competitor-count")).toContainText("1 de 3", { timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Concorrentes" })).toContainText("adicional pago");
  await expect(page.getByTestId("comparison-table").getByRole("rowheader", { name: /^@rival_start/ })).toBeVisible();
  await screenshot(page, "concorrentes-start");

  await page.goto("/admin/billing");
  await expect(page.getByText("Concorrente adicional: @rival_start")).toBeVisible({ timeout: 30_000 });
  await screenshot(page, "faturamento-adicional");
});
