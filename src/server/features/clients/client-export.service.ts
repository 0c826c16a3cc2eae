import { postTypeLabels } from "@core/analytics/analytics-responses";
import { keyFigureKeys, keyFigureLabels } from "@core/clients/client-key-figures";
import { interactionsOf } from "@core/social/engagement";
import { platformLabels } from "@core/social/platforms";
import { dayToSheetDate, toSheetDate, xlsxStream, type Sheet } from "../../spreadsheets/spreadsheet";
import type { ClientReportData } from "./client-report-data.service";

// A client's spreadsheet (docs/decisions/045-clients-and-report-links.md): the PDF's topics, one
// sheet each, every row naming its network and account, from the same data as the PDF.

const network = (platform: keyof typeof platformLabels) => platformLabels[platform];
const count = (header: string, key: string, width = 14) => ({ header, key, width, numFmt: "#,##0" });
const networkColumns = [
  { header: "Rede", key: "network", width: 12 },
  { header: "Conta", key: "account", width: 24 },
];

/** The sheets, in the PDF's order: key figures, posts, days, comments, competitors. */
export function clientReportSheets(data: ClientReportData): Sheet[] {
  const summary: Sheet = {
    name: "Resumo",
    columns: [
      ...networkColumns,
      ...keyFigureKeys.map((key) => count(keyFigureLabels[key], key)),
      { header: "Indisponível", key: "unavailable", width: 60 },
    ],
    rows: data.keyFigures.accounts.map((account) => [
      network(account.platform),
      `@${account.username}`,
      ...keyFigureKeys.map((key) => account[key].value),
      keyFigureKeys
        .flatMap((key) => (account[key].unavailable ? [`${keyFigureLabels[key]}: ${account[key].unavailable}`] : []))
        .join(" ") || null,
    ]),
  };
  const posts: Sheet = {
    name: "Publicações",
    columns: [
      ...networkColumns,
      { header: "Publicado em", key: "publishedAt", width: 18, numFmt: "dd/mm/yyyy hh:mm" },
      { header: "Formato", key: "type", width: 12 },
      { header: "Legenda", key: "caption", width: 60 },
      count("Curtidas", "likes", 12),
      count("Comentários", "comments", 13),
      count("Compartilhamentos", "shares", 18),
      count("Visualizações", "views"),
      count("Interações", "interactions"),
      { header: "Taxa de engajamento", key: "engagementRate", width: 20, numFmt: "0.00%" },
      { header: "Link", key: "permalink", width: 40 },
    ],
    rows: data.accounts.flatMap((account) =>
      account.posts.map((post) => [
        network(account.account.platform),
        `@${account.account.username}`,
        toSheetDate(post.publishedAt),
        postTypeLabels[post.type],
        post.caption,
        post.likes,
        post.comments,
        post.shares ?? null,
        post.views,
        interactionsOf(account.account.platform, post),
        post.engagementRate / 100,
        post.permalink,
      ]),
    ),
  };
  const days: Sheet = {
    name: "Métricas diárias",
    columns: [
      ...networkColumns,
      { header: "Dia", key: "day", width: 12, numFmt: "dd/mm/yyyy" },
      count("Seguidores", "followers"),
      count("Publicações no dia", "posts", 18),
      count("Interações (publicações do dia)", "interactions", 30),
    ],
    rows: data.accounts.flatMap((account) => {
      const followers = new Map(account.analytics.followersSeries.map((point) => [point.day, point.followers]));
      return account.analytics.engagementSeries
        .filter((point) => followers.has(point.day) || point.posts > 0)
        .map((point) => [
          network(account.account.platform),
          `@${account.account.username}`,
          dayToSheetDate(point.day),
          followers.get(point.day) ?? null,
          point.posts,
          point.interactions,
        ]);
    }),
  };
  const comments: Sheet = {
    name: "Comentários",
    columns: [
      ...networkColumns,
      count("Comentários", "total"),
      count("Positivos", "positive", 12),
      count("Neutros", "neutral", 12),
      count("Negativos", "negative", 12),
      count("Perguntas sem resposta há mais de 24 h", "unanswered", 36),
    ],
    rows: data.accounts
      .filter((account) => account.comments)
      .map((account) => {
        const summary = account.comments!;
        return [
          network(account.account.platform),
          `@${account.account.username}`,
          summary.total,
          summary.sentiment.positive.count,
          summary.sentiment.neutral.count,
          summary.sentiment.negative.count,
          summary.questions.unanswered,
        ];
      }),
  };
  const competitors: Sheet = {
    name: "Concorrentes",
    columns: [
      ...networkColumns,
      { header: "Perfil", key: "username", width: 28 },
      count("Seguidores", "followers"),
      { header: "Crescimento no período", key: "growth", width: 22, numFmt: "+#,##0;-#,##0;0" },
      { header: "Publicações por semana", key: "postsPerWeek", width: 22, numFmt: "0.0" },
      { header: "Taxa de engajamento", key: "engagementRate", width: 20, numFmt: "0.00%" },
      { header: "Média de curtidas", key: "averageLikes", width: 18, numFmt: "#,##0.0" },
      { header: "Média de comentários", key: "averageComments", width: 20, numFmt: "#,##0.0" },
    ],
    rows: data.accounts.flatMap((account) =>
      (account.competitors?.competitors ?? []).map((profile) => [
        network(profile.platform),
        `@${account.account.username}`,
        `@${profile.username}`,
        profile.followers,
        profile.growth,
        profile.postsPerWeek,
        profile.engagementRate === null ? null : profile.engagementRate / 100,
        profile.averageLikes,
        profile.averageComments,
      ]),
    ),
  };
  return [summary, posts, days, comments, competitors];
}

export const clientSheetNames = ["Resumo", "Publicações", "Métricas diárias", "Comentários", "Concorrentes"] as const;

/** "relatorio-doceria-lua-2026-11-01-a-2026-11-30.pdf" */
export function clientReportFileName(name: string, from: string, to: string, extension: string) {
  const slug =
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "cliente";
  return `relatorio-${slug}-${from}-a-${to}.${extension}`;
}

export function streamClientWorkbook(data: ClientReportData) {
  return xlsxStream(clientReportSheets(data));
}
