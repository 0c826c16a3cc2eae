// The PDF report's sections, in order (docs/decisions/017). Each appears only when it has data.
import { formatPtBrInteger } from "../format/pt-br-number";
export const reportSectionIds = [
  "summary",
  "charts",
  "reach",
  "bestPosts",
  "worstPosts",
  "formats",
  "bestTimes",
  "audience",
  "stories",
  "comments",
  "competitors",
  "recommendations",
  "outcomes",
  "indicators",
] as const;
export type ReportSectionId = (typeof reportSectionIds)[number];

export const reportSectionTitles: Readonly<Record<ReportSectionId, string>> = {
  summary: "Resumo do período",
  charts: "Seguidores e engajamento",
  reach: "Alcance, salvamentos e compartilhamentos",
  bestPosts: "Melhores publicações",
  worstPosts: "Publicações com menor desempenho",
  formats: "Desempenho por formato",
  bestTimes: "Melhores horários para publicar",
  audience: "Público",
  stories: "Stories",
  comments: "O que dizem os comentários",
  competitors: "Concorrentes",
  recommendations: "Recomendações",
  outcomes: "Resultados das recomendações seguidas",
  indicators: "Indicadores avançados",
};

/** What GET /api/exports writes (the PDF has its own routes). */
export const exportFormats = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

// Decision 017, "Client reports": what a person chooses to put in a report (the PDF's sections map onto these).
export const reportSectionChoices = [
  "summary",
  "followers",
  "engagement",
  "posts",
  "formats",
  "bestTimes",
  "indicators",
  "competitors",
  "recommendations",
  "comments",
  "reach",
  "audience",
  "stories",
] as const;
export type ReportSectionChoice = (typeof reportSectionChoices)[number];

export const reportSectionChoiceLabels: Readonly<Record<ReportSectionChoice, string>> = {
  summary: "Resumo do período",
  followers: "Seguidores",
  engagement: "Engajamento",
  posts: "Publicações (melhores e com menor desempenho)",
  formats: "Desempenho por formato",
  bestTimes: "Melhores horários",
  indicators: "Indicadores avançados",
  competitors: "Concorrentes (se houver)",
  recommendations: "Recomendações (se houver)",
  comments: "Comentários (se houver)",
  // The owner's insights (docs/decisions/044): only accounts connected through the network's login have them.
  reach: "Alcance, salvamentos e compartilhamentos (se houver)",
  audience: "Público (se houver)",
  stories: "Stories (se houver)",
};

/** Which choice shows each of the PDF's sections ("charts" holds the followers and engagement charts). */
const choiceOfSection: Readonly<Record<ReportSectionId, readonly ReportSectionChoice[]>> = {
  summary: ["summary"],
  charts: ["followers", "engagement"],
  reach: ["reach"],
  bestPosts: ["posts"],
  worstPosts: ["posts"],
  formats: ["formats"],
  bestTimes: ["bestTimes"],
  audience: ["audience"],
  stories: ["stories"],
  comments: ["comments"],
  competitors: ["competitors"],
  recommendations: ["recommendations"],
  // What the followed recommendations did goes with them (docs/decisions/050-recommendation-outcomes.md).
  outcomes: ["recommendations"],
  indicators: ["indicators"],
};

/** The chosen sections as stored (null = every one), read back safely: unknown ids are dropped. */
export function chosenSections(stored: readonly string[] | null | undefined): ReportSectionChoice[] {
  if (!stored) return [...reportSectionChoices];
  return reportSectionChoices.filter((choice) => stored.includes(choice));
}

/** Whether the PDF section `id` is among the chosen ones. */
export function sectionChosen(id: ReportSectionId, chosen: readonly ReportSectionChoice[]): boolean {
  return choiceOfSection[id].some((choice) => chosen.includes(choice));
}

/** The analyst's note on the PDF's first page: plain text, at most this many characters. */
export const reportNoteMaxLength = 2000;
export const reportNoteTooLongMessage = `A nota do analista pode ter no máximo ${formatPtBrInteger(reportNoteMaxLength)} caracteres.`;
export const noSectionMessage = "Escolha ao menos uma seção para o relatório.";

/** Addresses outside the workspace that one schedule may send to (docs/product/features.md "Reports and exports"). */
export const outsideRecipientsMax = 10;
export const outsideRecipientMessages = {
  tooMany: `O relatório pode ir para no máximo ${outsideRecipientsMax} endereços de fora do espaço de trabalho.`,
  invalid: (value: string) => `“${value}” não é um e-mail válido.`,
  duplicate: (value: string) => `O endereço ${value} aparece mais de uma vez.`,
  member: (value: string) => `${value} é membro do espaço de trabalho: marque-o em “Quem recebe”.`,
} as const;
