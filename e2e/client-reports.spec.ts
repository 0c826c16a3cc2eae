import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import {
  connectAndCollect,
  drawLateSections,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openEmail,
  shoot,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// Decision 017, "Client reports": a weekly report (Inteligram Go) to a client outside the workspace, sent now, read
// in the development outbox with its PDF, and unsubscribed from its link without signing in.
test("sends the weekly report to a client now, and the client unsubscribes from the e-mail's link", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signUpAndConfirm(page, uniqueEmail("agencia"));
  await subscribe(page, baseURL!);
  await connectAndCollect(page, baseURL!);
  const client = uniqueEmail("cliente");

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/relatorios");
  await page.getByRole("button", { name: "Rejeitar não essenciais" }).click();
  await drawLateSections(page);
  await expect(page.getByRole("heading", { level: 2, name: "Relatórios por e-mail" })).toBeVisible();

  // The report's shape: sections and the analyst's note, saved with the schedule.
  await page.getByLabel("Indicadores avançados").uncheck();
  await page.getByLabel("Nota do analista (na primeira página)").fill("Semana de bons Reels: vale repetir o formato.");
  await page.getByRole("button", { name: "Salvar conteúdo" }).click();
  await expect(toast(page, "Conteúdo do relatório salvo.")).toBeVisible();

  // A bad address is refused in pt-BR; a good one is added.
  const field = page.getByLabel("E-mail do cliente");
  await field.fill("cliente@");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "não é um e-mail válido" })).toBeVisible();
  await field.fill(client);
  await page.getByRole("button", { name: "Adicionar" }).click();
  const outside = page.getByRole("list", { name: "Endereços de fora do espaço de trabalho" });
  await expect(outside.getByRole("listitem")).toContainText([client]);
  await expect(outside.getByRole("listitem").first()).toContainText("Recebe");

  await page.getByRole("button", { name: "Enviar agora" }).click();
  await expect(page.getByRole("region", { name: /Notificações/ })).toContainText("2 e-mails na fila");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, "relatorios-clientes");

  // The client's e-mail: the PDF attached, the report's words, and the unsubscribe link.
  const message = await openEmail(page, client, "Relatório semanal de @natgeo");
  await expect(
    page.getByText(/^Anexos: relatorio-natgeo-instagram-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.pdf \(application\/pdf/),
  ).toBeVisible();
  await expect(message.getByText("O PDF está anexado a este e-mail.")).toBeVisible();
  await message.getByRole("link", { name: "Não quero mais receber estes relatórios" }).click();

  // Without signing in (a fresh context would do the same: the link carries a signed token).
  await expect(page.getByRole("heading", { level: 1, name: "Deixar de receber os relatórios?" })).toBeVisible();
  await expect(page.getByText(client)).toBeVisible();
  await page.getByRole("button", { name: "Cancelar o recebimento" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pronto, inscrição cancelada" })).toBeVisible();

  // /relatorios shows it, and the delivery as sent.
  await page.goto("/relatorios");
  await drawLateSections(page);
  await expect(outside.getByRole("listitem").first()).toContainText("Cancelou a inscrição em");
  await expect(page.getByRole("region", { name: "Últimos envios" })).toContainText(client);
  await shoot(page, "relatorios-cliente-descadastrado");

  // The PDF of the period, downloaded from the list, has the note on its first page and no indicators.
  const download = page.waitForEvent("download");
  await page
    .getByRole("table", { name: "Relatórios gerados" })
    .getByRole("link", { name: /Baixar relatório/ })
    .first()
    .click();
  const pdf = await download;
  const document = await getDocumentProxy(new Uint8Array(readFileSync(await pdf.path())));
  const { text } = await extractText(document, { mergePages: false });
  expect((text as string[])[0]).toContain("Nota do analista");
  expect((text as string[]).join(" ")).not.toContain("Indicadores avançados");
});
