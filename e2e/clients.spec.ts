import {
  connectAndCollect,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  newVisitor,
  openEmail,
  shoot,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// docs/decisions/045-clients-and-report-links.md: an agency groups a brand's Instagram and TikTok
// accounts into a client, lists it, and shares its report by a link that opens signed out.
test("creates a client of both networks and opens its report link signed out", async ({ page, baseURL, browser }) => {
  test.setTimeout(240_000);
  await signUpAndConfirm(page, uniqueEmail("agencia-clientes"));
  await subscribe(page, baseURL!);
  await connectAndCollect(page, baseURL!);
  await connectAndCollect(page, baseURL!, { username: "natgeo", platform: "tiktok" });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/clientes");
  await page.getByRole("button", { name: "Rejeitar não essenciais" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(page.getByText(/Nenhum cliente ainda/)).toBeVisible();

  await page.getByRole("button", { name: "Novo cliente" }).click();
  const form = page.getByRole("form", { name: "Novo cliente" });
  await form.getByLabel("Nome do cliente").fill("Café Aurora");
  await form.getByLabel("@natgeo (Instagram)").check();
  await form.getByLabel("@natgeo (TikTok)").check();
  await form.getByRole("button", { name: "Criar cliente" }).click();
  await expect(toast(page, "Cliente Café Aurora criado.")).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Café Aurora" }) });
  await expect(item).toContainText("@natgeo (Instagram), @natgeo (TikTok)");
  await expect(item).toContainText("Sem envio programado");
  await expect(page.getByRole("button", { name: "Novo cliente" })).toBeFocused();
  await shoot(page, "clientes-lista");

  await page.getByRole("button", { name: "Abrir o cliente Café Aurora" }).click();
  await page.getByRole("button", { name: "Criar link" }).click();
  const shown = page.getByLabel("Link do relatório online");
  await expect(shown).toBeFocused();
  const url = await shown.inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{40,}$/);
  await expect(page.getByText(/Válido até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "clientes-link");
  // On a phone the links' table slides in its own box; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, "/clientes com o cliente aberto");
  await page.setViewportSize({ width: 1366, height: 900 });

  // Signed out, in another browser: the client's report, by its name.
  const visitor = await newVisitor(browser);
  const opened = await visitor.goto(url);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByText("Café Aurora").first()).toBeVisible();
  await visitor.context().close();

  // The opening is counted in the client's list of links.
  await page.reload();
  await page.getByRole("button", { name: "Abrir o cliente Café Aurora" }).click();
  const links = page.getByRole("table", { name: "Links do relatório de Café Aurora" });
  await expect(links.getByRole("row").nth(1)).toContainText("Ativo");
  await expect(links.getByRole("cell").nth(2)).toHaveText("1");
  await expect(page.getByLabel("Link do relatório online")).toHaveCount(0);

  // A monthly e-mail to the client's address: saved, listed, sent now, delivered with both
  // networks' key numbers, and listed as sent.
  const recipient = uniqueEmail("cliente-aurora");
  await page.getByLabel("Destinatários do relatório").fill(recipient);
  await page.getByLabel("Frequência").selectOption({ label: "Mensal" });
  await page.getByLabel("Dia do mês").selectOption({ label: "Dia 5" });
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Cliente salvo.")).toBeVisible();
  await expect(item).toContainText("Todo dia 5");
  await page.getByRole("button", { name: "Enviar agora" }).click();
  const queued = page.getByText(/^1 e-mail na fila \((\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4})\)\.$/).first();
  await expect(queued).toBeVisible();
  const range = /\((.+)\)/.exec((await queued.textContent())!)![1]!;
  const deliveries = page.getByRole("list", { name: "Últimos envios de Café Aurora" });
  await expect(async () => {
    await page.reload();
    await page.getByRole("button", { name: "Abrir o cliente Café Aurora" }).click();
    await expect(deliveries.getByRole("listitem").first()).toContainText(/Enviado em/, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(deliveries.getByRole("listitem").first()).toContainText(recipient);
  await shoot(page, "clientes-envios");
  const mail = await openEmail(page, recipient, `Relatório mensal de Café Aurora: ${range}`);
  await expect(mail.getByText(/^@natgeo \(Instagram\): .* seguidores/)).toBeVisible();
  await expect(mail.getByText(/^@natgeo \(TikTok\): .* seguidores/)).toBeVisible();
  await expect(mail.getByRole("link", { name: "Abrir o relatório online" })).toBeVisible();
});
