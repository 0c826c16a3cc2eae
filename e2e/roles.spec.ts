import {
  connectAndCollect,
  drawLateSections,
  expect,
  expectNoAxeViolations,
  newVisitor,
  openEmail,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// docs/product/teams-and-roles.md (docs/decisions/030): the owner invites a viewer
// limited to one of three accounts; the invitation names the role and the account; the viewer
// sees that account only, cannot reach the others by their address, and has no collect button.
// Two of the accounts are called @natgeo, on Instagram and on TikTok: every place names the
// network (docs/decisions/033-account-labels.md).

test("a viewer limited to one account sees it alone and cannot reach the other", async ({ browser, page, baseURL }) => {
  test.setTimeout(300_000);
  const origin = baseURL!;
  const ownerEmail = uniqueEmail("dona-papeis");
  const viewerEmail = uniqueEmail("leitora");

  await signUpAndConfirm(page, ownerEmail, "Maria Souza");
  await subscribe(page, origin);
  const shown = await connectAndCollect(page, origin);
  // A second account, kept from the viewer.
  const connected = await page.request.post("/api/accounts", { data: { username: "conta_reservada" }, headers: { origin } });
  expect(connected.status()).toBe(201);
  const hidden = ((await connected.json()) as { id: string }).id;
  // A third one, the same username on TikTok (the sandbox's consent page).
  await page.goto("/social-media-setup");
  await page.getByRole("button", { name: "Conectar TikTok" }).click();
  await expect(page).toHaveURL(/\/sandbox\/tiktok\/authorize\?/);
  await page.getByLabel("Conta do TikTok (nome de usuário)").fill("natgeo");
  await page.getByRole("button", { name: "Autorizar" }).click();
  await expect(toast(page, "TikTok conectado!")).toBeVisible({ timeout: 20_000 });

  const viewer = await newVisitor(browser);
  await signUpAndConfirm(viewer, viewerEmail, "Lia Leitora");

  // The owner invites Lia as Leitor, with Instagram's @natgeo only, from the keyboard-usable form.
  await page.goto("/admin/equipe");
  await page.getByLabel("Email da pessoa").fill(viewerEmail);
  await page.getByLabel("Papel").selectOption("viewer");
  await expect(page.getByText("Vê, baixa e exporta")).toBeVisible();
  await page.getByRole("radio", { name: "Somente as contas escolhidas" }).check();
  // Each account names its network, in one order: Instagram's by username, then TikTok's.
  await expect(page.getByRole("list", { name: "Somente as contas escolhidas" }).getByRole("listitem")).toHaveText([
    "@conta_reservada Instagram",
    "@natgeo Instagram",
    "@natgeo TikTok",
  ]);
  await page.getByRole("checkbox", { name: "@natgeo Instagram", exact: true }).check();
  await page.getByRole("button", { name: "Enviar convite" }).click();
  await expect(toast(page, "Convite enviado")).toBeVisible();
  await expect(page.getByTestId("team-invitation")).toContainText("Leitor · 1 conta(s)");
  await expectNoAxeViolations(page);

  // The invitation, in the e-mail and on its page, names the role and the account before accepting.
  const message = await openEmail(viewer, viewerEmail, "Convite para a equipe");
  await expect(message.getByText("Seu papel: Leitor, com acesso à conta @natgeo (Instagram).")).toBeVisible();
  await message.getByRole("link", { name: "Aceitar convite" }).click();
  await expect(viewer).toHaveURL(/\/convite\/[\w-]+$/);
  await expect(viewer.getByRole("definition").filter({ hasText: /^Leitor$/ })).toBeVisible();
  await expect(viewer.getByRole("definition").filter({ hasText: /^@natgeo \(Instagram\)$/ })).toBeVisible();
  await viewer.getByRole("button", { name: "Aceitar convite" }).click();
  await expect(toast(viewer, "Convite aceito!")).toBeVisible();
  await expect(viewer).toHaveURL(/\/dashboard$/);

  // Lia sees Instagram's @natgeo only; the others are not found to her, in the API and by their address.
  const accounts = (await (await viewer.request.get("/api/accounts")).json()) as { accounts: { id: string }[] };
  expect(accounts.accounts.map((account) => account.id)).toEqual([shown]);
  expect((await viewer.request.get(`/api/dashboard?accountId=${hidden}`)).status()).toBe(404);
  expect((await viewer.request.post(`/api/accounts/${hidden}/select`, { data: {}, headers: { origin } })).status()).toBe(404);
  // A viewer may not collect, even the account she sees: 403 with the reason in pt-BR.
  const collect = await viewer.request.post(`/api/accounts/${shown}/collect`, { data: {}, headers: { origin } });
  expect(collect.status()).toBe(403);
  expect(((await collect.json()) as { error: { message: string } }).error.message).toContain("Seu papel nesta equipe é Leitor");
  // Her dashboard shows @natgeo, and nothing of the other account anywhere on it.
  await viewer.goto("/dashboard");
  await expect(viewer.getByRole("heading", { level: 2, name: /National Geographic|natgeo/i })).toBeVisible();
  await drawLateSections(viewer);
  await expect(viewer.getByText("conta_reservada")).toHaveCount(0);

  // "Visão geral": the owner's, on two networks, has the TikTok column and both Instagram
  // accounts; Lia reaches one Instagram account, so she has no overview, and its figures for her
  // are that account's alone: nothing of TikTok's nor of @conta_reservada's.
  await page.goto("/dashboard");
  await drawLateSections(page);
  const ownerOverview = page.getByRole("region", { name: "Visão geral" });
  await expect(ownerOverview.getByRole("article", { name: "TikTok" })).toBeVisible();
  await expect(ownerOverview.getByRole("article", { name: "Instagram" })).toContainText("2 contas");
  await expect(viewer.getByRole("region", { name: "Visão geral" })).toHaveCount(0);
  const overview = (await (await viewer.request.get("/api/dashboard/overview?period=30d")).json()) as { networks: unknown[] };
  const own = (await (await viewer.request.get(`/api/analytics?accountId=${shown}&period=30d`)).json()) as {
    metrics: Record<"followers" | "likes" | "comments" | "posts", { value: number }>;
  };
  expect(overview.networks).toEqual([
    {
      platform: "instagram",
      accounts: 1,
      followers: own.metrics.followers.value,
      interactions: own.metrics.likes.value + own.metrics.comments.value,
      posts: own.metrics.posts.value,
    },
  ]);

  // No button she may not use: collecting, connecting, adding a competitor.
  await viewer.goto("/social-media-setup");
  await expect(viewer.getByRole("heading", { level: 3, name: /natgeo/i }).or(viewer.getByText("@natgeo").first())).toBeVisible();
  await expect(viewer.getByRole("button", { name: "COLETAR DADOS" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /Desconectar/ })).toHaveCount(0);
  await expect(viewer.getByText("conta_reservada")).toHaveCount(0);
  await viewer.goto("/concorrentes");
  await expect(viewer.getByRole("heading", { level: 2, name: "Concorrentes monitorados" })).toBeVisible();
  await expect(viewer.getByRole("heading", { level: 2, name: "Adicionar concorrente" })).toHaveCount(0);
  await expect(viewer.getByText("Nenhum concorrente ainda.", { exact: true })).toBeVisible();
  await expect(viewer.getByText(/Conectar com o Facebook/)).toHaveCount(0);
  // Reports: she downloads them; asking for one is for who edits, and the page says so.
  await viewer.goto("/relatorios");
  await expect(
    viewer.getByText("Seu papel nesta equipe é Leitor: você baixa os relatórios já gerados, na lista abaixo.", { exact: false }),
  ).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Gerar relatório" })).toHaveCount(0);
  // Recommendations: she reads them, without the buttons that mark them.
  await viewer.goto("/recomendacoes");
  await expect(viewer.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(viewer.getByRole("button", { name: /Marcar como feita|Dispensar/ })).toHaveCount(0);

  // The team page names her role and her account; she manages nothing.
  await viewer.goto("/admin/equipe");
  await expect(viewer.getByText("Seu papel: Leitor")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Enviar convite" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /^Alterar papel e contas/ })).toHaveCount(0);
  await expectNoAxeViolations(viewer);
});
