import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import {
  connectAndCollect,
  drawLateSections,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  shoot,
  signUpAndConfirm,
  subscribe,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";

// Decision 029: TikTok as the second network. A paid workspace with an Instagram account connects
// TikTok through the sandbox consent page, collects, sees the TikTok dashboard with "Visão geral"
// (both networks side by side) and downloads the TikTok account's PDF.
test("connects TikTok through the sandbox, collects, sees its dashboard and the 'Visão geral', downloads its PDF", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  await signUpAndConfirm(page, uniqueEmail("tiktok"));
  await subscribe(page, origin);
  await connectAndCollect(page, origin);

  await page.goto("/social-media-setup");
  // The cookie banner would cover the screenshots.
  await page.getByRole("button", { name: "Rejeitar não essenciais" }).click();

  // A refused consent comes back with TikTok's error and is said in pt-BR.
  await page.goto("/auth/tiktok/callback?error=access_denied&error_description=The%20user%20denied&state=x");
  await expect(page).toHaveURL(/\/social-media-setup$/);
  await expect(toast(page, "Você cancelou a autorização no TikTok.")).toBeVisible();

  const connectCard = page.getByRole("heading", { level: 2, name: "Conectar TikTok" });
  await expect(connectCard).toBeVisible();
  await page.getByRole("button", { name: "Conectar TikTok" }).click();

  // The local consent page (no TIKTOK_CLIENT_KEY): a username and the scopes, all ticked.
  await expect(page).toHaveURL(/\/sandbox\/tiktok\/authorize\?/);
  await expect(page.getByText("Ambiente de testes")).toBeVisible();
  await expect(page.getByLabel("Seus vídeos públicos")).toBeChecked();
  await page.getByLabel("Conta do TikTok (nome de usuário)").fill("lojadamaria");
  await page.getByRole("button", { name: "Autorizar" }).click();

  // Back at /auth/tiktok/callback: connected, its first collection followed, then the dashboard.
  await expect(toast(page, "TikTok conectado!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 90_000 });

  await page.goto("/dashboard?periodo=30d");
  await expect(page.getByRole("heading", { level: 1, name: /^Dashboard/ })).toBeVisible();
  await drawLateSections(page);
  // The switcher lists both networks' accounts in the one order (Instagram first), the TikTok one (just connected) chosen.
  const switcher = page.getByLabel("Perfil", { exact: true });
  await expect(switcher).toHaveValue(/.+/);
  await expect(switcher.locator("option:checked")).toHaveText("@lojadamaria (TikTok)");
  await expect(switcher.locator("option")).toHaveText(["@natgeo (Instagram)", "@lojadamaria (TikTok)"]);

  // "Visão geral": both networks side by side, the figures the API gives for the period.
  const overview = page.getByRole("region", { name: "Visão geral" });
  await expect(overview).toBeVisible();
  const figures = (await (await page.request.get("/api/dashboard/overview?period=30d")).json()) as {
    networks: { platform: string; followers: number; interactions: number; posts: number }[];
  };
  expect(figures.networks.map((network) => network.platform)).toEqual(["instagram", "tiktok"]);
  const count = (n: number) => new Intl.NumberFormat("pt-BR").format(n);
  for (const [label, network] of [
    ["Instagram", figures.networks[0]!],
    ["TikTok", figures.networks[1]!],
  ] as const) {
    const column = overview.getByRole("article", { name: label });
    await expect(column).toContainText(`Seguidores${count(network.followers)}`);
    await expect(column).toContainText(`Interações${count(network.interactions)}`);
    await expect(column).toContainText(`Publicações${count(network.posts)}`);
  }
  expect(figures.networks[1]!.posts).toBeGreaterThan(0);
  await expect(overview).toContainText("compartilhamentos no TikTok");
  await expect(page.getByText("Dados de demonstração").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "dashboard com visão geral");
  await expectNoAxeViolations(page);
  await overview.scrollIntoViewIfNeeded();
  await shoot(page, "tiktok-dashboard-visao-geral");

  // The TikTok account's PDF, from the dashboard's reports section.
  const section = page.getByRole("region", { name: "Relatórios e exportações" });
  await expect(section).toContainText("@lojadamaria");
  const pdfDownload = page.waitForEvent("download");
  await section.getByRole("button", { name: /^(Baixar|Gerando) relatório/ }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^relatorio-lojadamaria-.*\.pdf$/);
  const bytes = new Uint8Array(readFileSync(await pdf.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain("@lojadamaria");
  expect(text).toContain("TikTok");

  // The setup page lists both accounts with their network, and still offers TikTok.
  await page.goto("/social-media-setup");
  const tiktokCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "@lojadamaria" }) });
  await expect(tiktokCard).toContainText("TikTok");
  const instagramCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "@natgeo" }) });
  await expect(instagramCard).toContainText("Instagram");
  await expect(page.getByRole("button", { name: "Conectar TikTok" })).toBeVisible();
  await expectNoSidewaysScroll(page, "configuração com as duas redes");
  await expectNoAxeViolations(page);
  await shoot(page, "tiktok-social-media-setup");
});
