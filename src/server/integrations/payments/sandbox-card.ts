// The sandbox checkout's card checks, as Stripe's test mode makes them (docs/decisions/008-payments-port-and-sandbox.md):
// the test numbers decide the outcome, and an expiry date in the past or a malformed CVC is
// refused before any charge.

export const sandboxCards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Stripe's 4000 0000 0000 0341: the first payment goes through, every renewal fails. */
  failingRenewal: "4000000000000341",
} as const;

export const sandboxCardMessages = {
  declined: "Pagamento recusado: o banco emissor recusou o cartão. Tente outro cartão.",
  insufficientFunds: "Pagamento recusado: saldo insuficiente. Tente outro cartão.",
  invalidCard: "Número de cartão inválido. Use um cartão de teste, como 4242 4242 4242 4242.",
  invalidExpiry: "Validade inválida. Digite o mês e o ano no formato MM/AA.",
  expired: "A validade do cartão já passou. Use uma data futura, como 12/34.",
  invalidCvc: "CVC inválido. Digite os 3 ou 4 números do verso do cartão.",
} as const;

export type SandboxCard = { number: string; expiry: string; cvc: string };

/** "MM/AA", "MM/AAAA", "MM / AA" or "MMAA" -> the first day of the month after the expiry (UTC). */
function parseExpiry(expiry: string): Date | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

/** The pt-BR refusal for this card, or null when the sandbox accepts it. */
export function checkSandboxCard(card: SandboxCard, now = new Date()): string | null {
  const digits = card.number.replace(/\D/g, "");
  const known = (Object.values(sandboxCards) as string[]).includes(digits);
  if (!known) return sandboxCardMessages.invalidCard;
  const validUntil = parseExpiry(card.expiry);
  if (!validUntil) return sandboxCardMessages.invalidExpiry;
  // A card is valid through the last day of its expiry month.
  if (validUntil.getTime() <= now.getTime()) return sandboxCardMessages.expired;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return sandboxCardMessages.invalidCvc;
  if (digits === sandboxCards.declined) return sandboxCardMessages.declined;
  if (digits === sandboxCards.insufficientFunds) return sandboxCardMessages.insufficientFunds;
  return null;
}
