import AxeBuilder from "@axe-core/playwright";
import { randomInt } from "node:crypto";
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type FrameLocator,
  type Page,
} from "@playwright/test";

/**
 * Journeys as separate visitors: the server rate-limits sign-in and sign-up per client address
 * (read from X-Forwarded-For under TRUST_PROXY, see playwright.config.ts), and a run of
 * journeys from one address would trip those limits.
 *
 * Every page of every journey (and of each other visitor it opens) runs under the
 * Content-Security-Policy (docs/decisions/025): anything the policy blocked fails the journey.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    cspViolations.length = 0;
    await context.setExtraHTTPHeaders(visitorAddress());
    await watchContentSecurityPolicy(context);
    await use(context);
    expect(cspViolations, "what the Content-Security-Policy blocked on the journey's pages").toEqual([]);
  },
});

// One journey runs at a time in a worker; the list is the running journey's.
const cspViolations: string[] = [];

/**
 * Records what the Content-Security-Policy blocks in every page and frame of `context`: the
 * document's `securitypolicyviolation` events (through a binding, so a navigation loses none)
 * and Chromium's console lines about it (a frame that runs no script, such as the outbox's
 * message, reports only there).
 */
async function watchContentSecurityPolicy(context: BrowserContext) {
  await context.exposeBinding("__reportCspViolation", ({ frame }, text: string) => {
    cspViolations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|evaluate|create)/i.test(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    }
  });
}

function visitorAddress() {
  return { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/**
 * Another person in the same journey: a fresh browser context (own cookies, own address for the
 * rate limits) with the project's options, and `options` (another screen, a signed-in state). The
 * caller closes it.
 */
export async function newVisitor(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: visitorAddress() });
  await watchContentSecurityPolicy(context);
  return context.newPage();
}

export { expect };

/**
 * The page never scrolls sideways at its current width: wide tables scroll in their own boxes.
 * Polled, because charts and late sections lay out again a moment after a resize; on failure the
 * message names the elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page, label = "") {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if (document.documentElement.scrollWidth <= window.innerWidth) return [];
          return [...document.querySelectorAll("body *")]
            .filter(
              (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.parentElement?.closest(".overflow-x-auto"),
            )
            .slice(-6)
            .map(
              (el) =>
                `${el.tagName}.${String(el.getAttribute("class")).slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)}`,
            )
            .concat(`scrollWidth=${document.documentElement.scrollWidth}`);
        }),
      { message: `the page scrolls sideways ${label}`.trim(), timeout: 5_000 },
    )
    .toEqual([]);
}

let counter = 0;

/** An address no other test has used. */
export function uniqueEmail(prefix = "pessoa") {
  return `${prefix}.${Date.now()}.${counter++}@exemplo.com.br`;
}

/**
 * The newest toast (sonner) with this text, inside the notifications region. Sonner lists the
 * newest first; a toast with the same text from an earlier step may still be there, because its
 * timer pauses while the pointer rests over the toaster, at the top right beside the account menu.
 */
export function toast(page: Page, text: string) {
  return page
    .getByRole("region", { name: /Notificações/ })
    .getByText(text, { exact: true })
    .first();
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Opens the newest message with this subject sent to `to` in the development outbox
 * (/dev/mailbox), reloading until the mail job has delivered it, and returns its content frame.
 */
export async function openEmail(page: Page, to: string, subject: string): Promise<FrameLocator> {
  const message = page.getByRole("link", { name: new RegExp(`${escapeRegExp(subject)}.*Para ${escapeRegExp(to)}`) });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(message.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await message.first().click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  return page.frameLocator('iframe[title="Conteúdo da mensagem"]');
}

export const testPassword = "Inteligram#2026";

/** Signs up through the form and follows the confirmation e-mail, which signs the person in. */
export async function signUpAndConfirm(page: Page, email: string, name = "Maria Souza") {
  await page.goto("/signup");
  await page.getByLabel("Nome completo").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  // Enter sends the form. The cookie banner of a first visit appears a moment after the page
  // loads, over the bottom of the window: a click on "Criar conta" could land on it as it
  // appears, and then nothing was sent (seen in CI's traces). auth.spec.ts clicks the button.
  await page.getByLabel("Senha", { exact: true }).fill(testPassword);
  await page.getByLabel("Senha", { exact: true }).press("Enter");
  await expect(toast(page, "Conta criada com sucesso!")).toBeVisible();
  const message = await openEmail(page, email, "Confirme sua conta no Inteligram");
  await message.getByRole("link", { name: "Confirmar minha conta" }).click();
  await expect(toast(page, "Conta confirmada!")).toBeVisible();
}

/** Fills the sandbox checkout ('Ambiente de testes') with a test card and pays `amount`. */
export async function payWithCard(page: Page, cardNumber: string, amount: string, holder = "Maria Souza") {
  await expect(page.getByText("Ambiente de testes")).toBeVisible();
  await page.getByLabel("Número do cartão").fill(cardNumber);
  await page.getByLabel("Validade").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Nome no cartão").fill(holder);
  await page.getByRole("button", { name: `Pagar ${amount}` }).click();
}

/** Subscribes to Inteligram Go with the approved test card and waits until the plan is ours. */
export async function subscribe(page: Page, origin: string) {
  const checkout = await page.request.post("/api/billing/checkout", { data: { planType: "advanced" }, headers: { origin } });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await payWithCard(page, "4242 4242 4242 4242", "R$ 79,90");
  await expect(page).toHaveURL(/\/onboarding\/success/);
  // The provider's events are applied by a job; wait until the subscription is on our side.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/billing/subscription")).json()) as { subscription: unknown }).subscription,
      {
        timeout: 30_000,
      },
    )
    .toBeTruthy();
}

/** Connects an account by username (@natgeo on Instagram unless told) and waits for its first collection (the demo source). */
export async function connectAndCollect(
  page: Page,
  origin: string,
  { username = "natgeo", platform = "instagram" }: { username?: string; platform?: "instagram" | "tiktok" } = {},
) {
  const connected = await page.request.post("/api/accounts", { data: { username, platform }, headers: { origin } });
  expect(connected.status()).toBe(201);
  const account = (await connected.json()) as { id: string };
  const started = await page.request.post(`/api/accounts/${account.id}/collect`, { data: {}, headers: { origin } });
  expect(started.status()).toBe(202);
  const run = (await started.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/collection-runs/${run.id}`)).json()) as { status: string }).status, {
      timeout: 60_000,
      intervals: [500, 1_000],
    })
    .toBe("succeeded");
  return account.id;
}

/** Types the username into the connect card with this title (its field is there from the start) and connects. */
export async function connectByUsername(page: Page, cardTitle: string, username: string) {
  await expect(page.getByRole("heading", { level: 2, name: cardTitle })).toBeVisible();
  const field = page.getByLabel("Nome de usuário do Instagram");
  await expect(field).toBeVisible();
  await expect(page.getByRole("button", { name: "Conectar", exact: true })).toBeDisabled();
  await field.fill(username);
  await page.getByRole("button", { name: "Conectar", exact: true }).click();
}

/**
 * Waits until every motion that ends has ended (a dialog or menu fading in over 150 ms): axe reads
 * text in a half-transparent dialog as low contrast. Endless motion (a spinner) is not waited for.
 */
async function settleOpenings(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Waits until no toast is moving: sonner fades toasts in, fades the ones behind a new toast to
 * transparent and slides removed ones out, and axe reads a half-transparent toast as low contrast.
 */
async function settleToasts(page: Page) {
  await page.waitForFunction(() => {
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
    if (toasts.some((toast) => toast.getAttribute("data-mounted") !== "true" || toast.getAttribute("data-removed") === "true"))
      return false;
    return document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation.playState !== "running" || !target?.closest("[data-sonner-toaster]");
    });
  });
}

/**
 * No axe violation on the page as it is now. Toasts are left out unless asked for; when they are
 * checked, it is once they have stopped moving, and again if one started moving during the check
 * (a lasting violation fails every time).
 */
export async function expectNoAxeViolations(page: Page, options: { includeToasts?: boolean } = {}) {
  const check = async () => {
    const builder = new AxeBuilder({ page });
    await settleOpenings(page);
    if (options.includeToasts) await settleToasts(page);
    else builder.exclude("[data-sonner-toaster]");
    const results = await builder.analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      ),
    ).toEqual([]);
  };
  if (options.includeToasts) await expect(check).toPass({ timeout: 15_000 });
  else await check();
}

/** Screenshots for review when SHOTS_DIR is set (desktop and phone sizes), back at desktop size after. */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [label, size] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * A person's first action on the page (the pointer moves), after which the late sections that
 * are not near the viewport render in idle turns (docs/decisions/032); resolves once every one is
 * drawn. Before it, only the first screen and what comes near the viewport render. It waits for
 * React's page first (the prerendered first screen replaced; on the dashboard, its metric cards
 * shown): before that there is no placeholder to wait for, and a move before the sections listen
 * is not seen, so it moves again until they are drawn.
 */
export async function drawLateSections(page: Page) {
  await expect(page.locator("[data-first-screen]")).toHaveCount(0, { timeout: 30_000 });
  if (new URL(page.url()).pathname === "/dashboard")
    await expect(page.getByRole("region", { name: "Métricas principais" })).toBeVisible({ timeout: 30_000 });
  const placeholders = page.getByRole("status").filter({ hasText: /^Carregando .*\.\.\.$/ });
  let moves = 0;
  await expect(async () => {
    moves += 1;
    await page.mouse.move(8 + (moves % 2) * 4, 8);
    await expect(placeholders).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
