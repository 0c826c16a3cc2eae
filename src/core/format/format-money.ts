const brlFormat = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/**
 * Money from minor units (spec §9: "amount divided by 100"): 2990 -> 'R$ 29,90'.
 * Intl separates the symbol with a no-break space (U+00A0, or U+202F in some ICU versions); it is
 * normalised to a plain space so the text matches the spec and DECISIONS.md verbatim.
 */
export function formatBrl(centavos: number): string {
  return brlFormat.format(centavos / 100).replace(/[\u00a0\u202f]/g, " ");
}
