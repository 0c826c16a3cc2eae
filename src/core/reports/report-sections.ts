// The PDF report's sections, in order (docs/decisions/017). Each appears only when it has data.
export const reportSectionIds = ["summary", "charts", "bestPosts", "worstPosts", "formats", "bestTimes", "comments", "competitors", "recommendations", "indicators"] as const;
export type ReportSectionId = (typeof reportSectionIds)[number];

export const reportSectionTitles: Readonly<Record<ReportSectionId, string>> = {
  summary: "Resumo do período",
  charts: "Seguidores e engajamento",
  bestPosts: "Melhores publicações",
  worstPosts: "Publicações com menor desempenho",
  formats: "Desempenho por formato",
  bestTimes: "Melhores horários para publicar",
  comments: "O que dizem os comentários",
  competitors: "Concorrentes",
  recommendations: "Recomendações",
  indicators: "Indicadores avançados",
};

/** What GET /api/exports writes (the PDF has its own routes). */
export const exportFormats = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];
