import { formatPtBrNumber } from "./pt-br-number";

/**
 * Money from minor units (docs/product/screens.md "Display formats": "amount divided by 100"): 2990
 * -> 'R$ 29,90', -2990 -> '-R$ 29,90', as Intl's pt-BR BRL currency writes it but with a plain
 * space after the symbol (Intl puts a no-break space, U+00A0 or U+202F by ICU version), so the
 * text matches the product's texts verbatim (docs/product/README.md). Written without Intl
 * (pt-br-number.ts: a browser's first Intl formatter is a long task).
 */
export function formatBrl(centavos: number): string {
  const reais = centavos / 100;
  const amount = formatPtBrNumber(Math.abs(reais), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${reais < 0 ? "-" : ""}R$ ${amount}`;
}
