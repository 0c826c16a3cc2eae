import { inlineDataKey } from "../src/core/http/inline-data";
import { findSignedInPage, signedInPagePaths } from "../src/core/routing/signed-in-pages";
import { connectAndCollect, drawLateSections, expect, signUpAndConfirm, subscribe, test, uniqueEmail } from "./fixtures";

// docs/decisions/021: a signed-in page's HTML carries its first API answers, read by the server
// with the same paths and queries its components ask for (the pages' table,
// src/core/routing/signed-in-pages.ts). If a component asks for something else (another query,
// another order of reads, a second query for one address), the answer sits unused and the
// browser waits for the network after all: here, the browser must not ask for any answer its
// page came with. Each page's HTML also has its first screen, drawn by the server from those
// answers (the first paint, before the scripts run), with its title and, where given,
// `firstScreen`, and no loading state; the page then replaces it with itself.
const pages: { path: string; heading: string | RegExp; firstScreen?: RegExp }[] = [
  { path: "/dashboard", heading: /\S/, firstScreen: /<h1[^>]*>Dashboard[\s\S]*@(<!-- -->)?natgeo[\s\S]*Seguidores/ },
  { path: "/clientes", heading: "Clientes" },
  { path: "/relatorios", heading: "Relatórios" },
  { path: "/recomendacoes", heading: "Recomendações" },
  { path: "/recomendacoes?periodo=7d", heading: "Recomendações" },
  { path: "/alertas", heading: "Alertas", firstScreen: /<h1[^>]*>Alertas<\/h1>[\s\S]*perguntas sem resposta há mais de 24 h/ },
  { path: "/alertas/preferencias", heading: "Preferências de alertas" },
  { path: "/concorrentes", heading: "Concorrentes" },
  { path: "/social-media-setup", heading: "Seu Instagram", firstScreen: /Seu Instagram[\s\S]*@(<!-- -->)?natgeo/ },
  { path: "/admin/api", heading: "Chaves de API" },
  { path: "/admin/dados", heading: "Meus dados", firstScreen: /<h1[^>]*>Meus dados<\/h1>[\s\S]*Um arquivo ZIP/ },
  { path: "/admin/my-plan", heading: "Meu Plano" },
  { path: "/admin/billing", heading: "Histórico de Faturamento" },
  { path: "/admin/equipe", heading: "Equipe" },
  { path: "/busca?q=foto", heading: "Busca" },
  { path: "/respostas", heading: "Respostas" },
];

/**
 * The answers the table says an address's HTML carries, keyed as the page looks them up (query
 * sorted, inlineDataKey). The reads that wait for an answer (the competitors' comparison, the
 * team's accounts) are left out: they depend on what the server found.
 */
async function tableReads(path: string): Promise<string[]> {
  const address = new URL(path, "http://localhost");
  const reads: string[] = [];
  await findSignedInPage(address.pathname)!.reads(
    (read) => {
      reads.push(inlineDataKey(read));
      return Promise.resolve(undefined);
    },
    address,
    new Date(),
  );
  return reads;
}

test("the journey visits every signed-in page of the table", () => {
  expect(new Set(pages.map((page) => new URL(page.path, "http://localhost").pathname))).toEqual(new Set(signedInPagePaths));
});

test("the signed-in pages come with their first answers, and the browser asks for none of them again", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page, uniqueEmail("primeira"));
  await subscribe(page, baseURL!);
  await connectAndCollect(page, baseURL!);
  // The frames are prerendered and hydrated: React must find in them what it renders first.
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  // React 19 reports a recoverable hydration error with reportError: an uncaught error here.
  page.on("pageerror", (error) => {
    if (/hydrat/i.test(error.message)) hydrationErrors.push(error.message);
  });
  // Each page asks for its scripts after its first paint (decision 021, sixth pass): note when
  // the first module script or module preload enters the document.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const scripts = records.flatMap((record) => [...record.addedNodes]);
      const isScript = (node: Node) =>
        (node instanceof HTMLScriptElement && node.type === "module") ||
        (node instanceof HTMLLinkElement && node.rel === "modulepreload");
      if (!scripts.some(isScript)) return;
      (window as { firstScriptAt?: number }).firstScriptAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

  for (const { path, heading, firstScreen } of pages) {
    const reads = await tableReads(path);
    const asked: string[] = [];
    const onRequest = (request: { method: () => string; url: () => string }) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname.startsWith("/api/"))
        asked.push(inlineDataKey(`${url.pathname}${url.search}`));
    };
    page.on("request", onRequest);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const script = /<script type="application\/json" id="inteligram-data">([\s\S]*?)<\/script>/.exec(html);
    expect(script, `${path} carries its answers`).not.toBeNull();
    const answers = Object.keys((JSON.parse(script![1]!) as { answers: Record<string, unknown> }).answers);
    expect(answers, path).toEqual(
      expect.arrayContaining(["session", "/api/workspaces", "/api/lifecycle/standing", "/api/alerts/unread", ...reads]),
    );

    // The slot, up to the placeholder that follows it (the only element that names it in a class).
    const slot = /<div data-first-screen=""[^>]*>([\s\S]*)<\/div><div [^>]*\[\[data-first-screen\]:not/.exec(html)?.[1];
    expect(slot, `${path}'s first screen in its HTML`).toMatch(firstScreen ?? new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(slot, `${path}'s first screen has its data`).not.toContain("Carregando");

    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // A visible heading is laid out, not yet painted: wait for the browser to report the paint.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
      timeout: 10_000,
    });
    const { firstScriptAt, firstPaintAt } = await page.evaluate(() => ({
      firstScriptAt: (window as { firstScriptAt?: number }).firstScriptAt,
      firstPaintAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    }));
    expect(firstPaintAt, `${path} painted`).toBeGreaterThan(0);
    expect(firstScriptAt, `${path}: its scripts asked for after its first paint`).toBeGreaterThanOrEqual(firstPaintAt!);
    // The page replaced the drawn first screen: one title, nothing drawn left.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator("[data-first-screen]")).toHaveCount(0);
    // No loading state left once the person acts on the page (the late sections drawn), and
    // every request of those renders done.
    await drawLateSections(page);
    await page.waitForLoadState("networkidle");
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /^Carregando/ }),
    ).toHaveCount(0);
    page.off("request", onRequest);
    expect(
      asked.filter((key) => answers.includes(key)),
      `${path}: read again by the browser`,
    ).toEqual([]);
  }
  expect(hydrationErrors).toEqual([]);
});
