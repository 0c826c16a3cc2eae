import {
  connectAndCollect,
  drawLateSections,
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

// docs/decisions/048-replies.md: the dashboard's count of questions without an answer leads to
// the reply inbox; a reply sent there (to the demo source: no keys) takes the question off the
// count at once and the response time shows; a viewer reads the inbox without a reply box.
test("a question answered from the inbox leaves the dashboard's unanswered count, and a viewer only reads", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const origin = baseURL!;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpAndConfirm(page, uniqueEmail("respostas"));
  await subscribe(page, origin);
  const accountId = await connectAndCollect(page, origin);

  // The dashboard's count.
  await page.goto("/dashboard");
  await drawLateSections(page);
  const count = page.getByTestId("unanswered-count");
  await expect(count).toBeVisible({ timeout: 30_000 });
  // "Perguntas sem resposta há mais de 24 h: 17": the figure after the colon.
  const before = Number(/:\s*([\d.]+)\s*$/.exec((await count.textContent())!)![1]!.replace(/\./g, ""));
  expect(before).toBeGreaterThan(0);

  await page.getByRole("link", { name: "Responder no Inteligram" }).click();
  // The inbox opens on the account and the dashboard's period, so its count is the dashboard's.
  await expect(page).toHaveURL(new RegExp(`/respostas\\?conta=${accountId}&de=\\d{4}-\\d{2}-\\d{2}&ate=\\d{4}-\\d{2}-\\d{2}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Respostas" })).toBeVisible();
  const items = page.getByTestId("inbox-item");
  await expect(items.first()).toBeVisible();
  await expect(page.getByTestId("inbox-summary")).toContainText(
    `${before} ${before === 1 ? "pergunta sem resposta" : "perguntas sem resposta"} há mais de 24 h`,
  );
  // The oldest question without an answer comes first.
  const first = items.first();
  await expect(first.getByText("Sem resposta", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, "inbox");
  await shoot(page, "respostas");

  // An empty reply is refused before anything is sent.
  const question = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await first.getByRole("button", { name: "Responder" }).click();
  await first.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(first.getByText("Escreva a resposta antes de enviar.")).toBeVisible();
  await first.getByLabel(/^Sua resposta para @/).fill("Oi! Respondemos por aqui: chega em 3 dias úteis.");
  await expectNoAxeViolations(page);
  // The item being answered, at both sizes (the whole page was taken above).
  if (process.env.SHOTS_DIR) {
    await first.screenshot({ path: `${process.env.SHOTS_DIR}/respostas-escrevendo-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await first.screenshot({ path: `${process.env.SHOTS_DIR}/respostas-escrevendo-phone.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await first.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(toast(page, "Resposta enviada.")).toBeVisible();
  // Answered, it leaves the list of what waits.
  await expect(items.filter({ has: page.getByRole("heading", { level: 3, name: question }) })).toHaveCount(0);
  await expect(page.getByTestId("inbox-summary")).toContainText(
    `${before - 1} ${before - 1 === 1 ? "pergunta sem resposta" : "perguntas sem resposta"} há mais de 24 h`,
  );

  // Back on the dashboard: one fewer, and the response time.
  await page.goto("/dashboard");
  await drawLateSections(page);
  await expect(page.getByTestId("unanswered-count")).toHaveText(new RegExp(`:\\s*${before - 1}$`));
  await expect(page.getByTestId("response-time")).toContainText(/Tempo de resposta: (\d+ (min|h|d)|menos de 1 min)/);
  await page.getByTestId("response-time").scrollIntoViewIfNeeded();
  await shoot(page, "respostas-dashboard");

  // The answered one is kept under "Respondidas e tratadas", with the reply sent from here.
  await page.goto(`/respostas?conta=${accountId}&situacao=respondidas`);
  const answered = items.filter({ has: page.getByRole("heading", { level: 3, name: question }) });
  await expect(answered.getByTestId("sent-reply")).toContainText("chega em 3 dias úteis");

  // A viewer reads the inbox with no reply box.
  const viewerEmail = uniqueEmail("leitor-respostas");
  const invited = await page.request.post("/api/team/invitations", {
    data: { email: viewerEmail, role: "viewer" },
    headers: { origin },
  });
  expect(invited.status()).toBe(201);
  const viewer = await newVisitor(browser);
  await signUpAndConfirm(viewer, viewerEmail, "Lia Leitora");
  const message = await openEmail(viewer, viewerEmail, "Convite para a equipe");
  const link = (await message.getByRole("link", { name: "Aceitar convite" }).getAttribute("href"))!;
  const token = /\/convite\/([\w-]+)/.exec(link)![1]!;
  expect((await viewer.request.post(`/api/invitations/${token}/accept`, { data: {}, headers: { origin } })).status()).toBe(200);
  await viewer.setViewportSize({ width: 390, height: 844 });
  await viewer.goto("/respostas");
  await expect(viewer.getByTestId("inbox-item").first()).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Responder" })).toHaveCount(0);
  await expect(viewer.getByRole("textbox")).toHaveCount(0);
  await expectNoSidewaysScroll(viewer, "inbox (viewer, phone)");
  await shoot(viewer, "respostas-leitor");
  await viewer.context().close();
});
