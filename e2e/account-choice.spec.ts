import {
  connectAndCollect,
  connectByUsername,
  expect,
  newVisitor,
  openEmail,
  signUpAndConfirm,
  subscribe,
  test,
  testPassword,
  toast,
  uniqueEmail,
} from "./fixtures";

const profileHeading = /National Geographic|natgeo/i;

test("a member who connects another account sees it; the owner's dashboard stays on the owner's account", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL!;
  const memberEmail = uniqueEmail("membro");

  // The owner pays for Go, collects @natgeo and looks at it.
  await signUpAndConfirm(page, uniqueEmail("dona"));
  await subscribe(page, origin);
  await connectAndCollect(page, origin);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: profileHeading })).toBeVisible();
  const invited = await page.request.post("/api/team/invitations", { data: { email: memberEmail }, headers: { origin } });
  expect(invited.status()).toBe(201);

  // The member signs up from the invitation (it confirms the address), joins, and sees the team's account.
  const member = await newVisitor(browser);
  const invitation = await openEmail(member, memberEmail, "Convite para a equipe");
  await invitation.getByRole("link", { name: "Aceitar convite" }).click();
  await member.getByRole("main").getByRole("link", { name: "Criar conta" }).click();
  await member.getByLabel("Nome completo").fill("Joana Lima");
  await member.getByLabel("Senha", { exact: true }).fill(testPassword);
  await member.getByRole("button", { name: "Criar conta" }).click();
  await expect(toast(member, "Conta criada! Seu email foi confirmado pelo convite.")).toBeVisible();
  await member.getByRole("button", { name: "Aceitar convite" }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByRole("heading", { level: 2, name: profileHeading })).toBeVisible();

  // The member connects @nasa: it becomes the member's current profile and dashboard...
  await member.goto("/social-media-setup");
  // A page opened for the first time in this browser: its code may take a while on a busy machine.
  await expect(member.getByRole("heading", { level: 1, name: "Seu Instagram" })).toBeVisible({ timeout: 30_000 });
  await connectByUsername(member, "Adicionar Outra Conta", "nasa");
  const nasaCard = member.getByRole("listitem").filter({ has: member.getByRole("heading", { level: 3, name: "@nasa" }) });
  await expect(nasaCard.getByText("Perfil atual")).toBeVisible();
  await member.goto("/dashboard");
  await expect(member.getByText("Aguardando Dados")).toBeVisible();

  // ...while the owner still looks at @natgeo, on the dashboard and on the setup page.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: profileHeading })).toBeVisible();
  await expect(page.getByText("Aguardando Dados")).toHaveCount(0);
  await page.goto("/social-media-setup");
  await expect(page.getByRole("heading", { level: 1, name: "Seu Instagram" })).toBeVisible({ timeout: 30_000 });
  const natgeoCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "@natgeo" }) });
  await expect(natgeoCard.getByText("Perfil atual")).toBeVisible();

  await member.context().close();
});

test("the e-mail confirmation's page says what is happening in its first paint, before any script", async ({ browser, page }) => {
  const email = uniqueEmail("confirma");
  await page.goto("/signup");
  await page.getByLabel("Nome completo").fill("Maria Souza");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(testPassword);
  await page.getByLabel("Senha", { exact: true }).press("Enter");
  await expect(toast(page, "Conta criada com sucesso!")).toBeVisible();
  const message = await openEmail(page, email, "Confirme sua conta no Inteligram");
  const link = await message.getByRole("link", { name: "Confirmar minha conta" }).getAttribute("href");

  // The server's HTML alone: the heading and the new session are there.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const html = await noScripts.newPage();
  await html.goto(link!);
  await expect(html).toHaveURL(/\/auth\/callback/);
  await expect(html.getByRole("heading", { level: 1, name: "Confirmando sua conta..." })).toBeVisible();
  await expect(html.locator("#inteligram-data")).toHaveCount(1);
  await noScripts.close();
});
