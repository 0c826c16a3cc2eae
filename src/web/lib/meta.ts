const siteName = "Inteligram";
const defaultDescription =
  "Análise de Instagram para marcas, criadores e equipes de marketing: métricas, indicadores e relatórios em um só lugar.";

/** The `meta` export of a route: "<page> | Inteligram" plus a description. */
export function pageMeta(title: string | null, description: string = defaultDescription) {
  return [
    { title: title ? `${title} | ${siteName}` : `${siteName} — Análise de Instagram` },
    { name: "description", content: description },
  ];
}
