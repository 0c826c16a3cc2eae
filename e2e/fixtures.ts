import { randomInt } from "node:crypto";
import { test as base, expect, type FrameLocator, type Page } from "@playwright/test";

/**
 * Journeys as separate visitors: the server rate-limits sign-in and sign-up per client address
 * (read from X-Forwarded-For under TRUST_PROXY, see playwright.config.ts), and a run of
 * journeys from one address would trip those limits.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
    await use(context);
  },
});

export { expect };

let counter = 0;

/** An address no other test has used. */
export function uniqueEmail(prefix = "pessoa") {
  return `${prefix}.${Date.now()}.${counter++}@exemplo.com.br`;
}

/** A toast (sonner) with this text, inside the notifications region. */
export function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notificações/ }).getByText(text, { exact: true });
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
