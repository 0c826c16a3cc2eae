import { html } from "hono/html";
import { periodMetricKeysFor, periodMetricLabelFor } from "@core/analytics/period-metrics";
import { keyFigureKeys, keyFigureLabels, type KeyFigure } from "@core/clients/client-key-figures";
import { formatCaption } from "@core/format/format-caption";
import { formatDate, formatDateTime, formatDay } from "@core/format/format-date";
import { formatPercent } from "@core/format/format-percent";
import { formatReportChange, formatReportFigure } from "@core/reports/report-figures";
import { interactionsOf } from "@core/social/engagement";
import { platformLabels } from "@core/social/platforms";
import { sentimentLabels, sentiments } from "@core/comments/sentiment";
import { contentSecurityPolicy, inlineStylesheet } from "../../http/content-security-policy";
import type { ReportData } from "../reports/report-data.service";
import type { ClientReportData } from "./client-report-data.service";

// The online report a client opens from a link (/r/<token>; docs/decisions/045-clients-and-report-links.md):
// server-rendered HTML, no script at all, one small stylesheet allowed by its hash
// (docs/decisions/039) and the brand's colour in a second one, so a phone shows it at once. It
// holds that client's period only: no link into the app, no member, no other client.

export const reportPageStylesheet = inlineStylesheet(`
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.45}
header{background:#fff;border-top:6px solid var(--brand);border-bottom:1px solid #e2e8f0;padding:20px 16px}
main{max-width:960px;margin:0 auto;padding:16px}
.wrap{max-width:960px;margin:0 auto;display:flex;gap:16px;align-items:center;justify-content:space-between}
h1{font-size:22px;margin:0}
h2{font-size:18px;margin:28px 0 8px}
h3{font-size:15px;margin:16px 0 6px}
p{margin:4px 0}
.muted{color:#475569;font-size:14px}
.logo{max-width:120px;max-height:64px;object-fit:contain}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:12px}
.card dl{margin:8px 0 0;display:grid;grid-template-columns:1fr auto;gap:4px 8px;font-size:14px}
.card dt{color:#475569}
.card dd{margin:0;font-weight:600;text-align:right}
.network{color:var(--brand);font-weight:600;font-size:13px}
.why{display:block;font-weight:400;color:#64748b;font-size:12px}
table{width:100%;border-collapse:collapse;background:#fff;font-size:14px}
th,td{padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:right}
th:first-child,td:first-child{text-align:left}
.scroll{overflow-x:auto}
section.account{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:4px 12px 12px;margin-top:16px}
ul{padding-left:18px;margin:6px 0}
li{margin:4px 0}
a{color:var(--brand)}
footer{max-width:960px;margin:24px auto;padding:0 16px 24px;color:#64748b;font-size:13px}
`);

/** The brand's colour as a stylesheet of its own: a #RRGGBB checked when saved, hashed as written. */
const brandStylesheet = (color: string) =>
  inlineStylesheet(`:root{--brand:${/^#[0-9a-fA-F]{6}$/.test(color) ? color : "#7c3aed"}}`);

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const defaultColor = "#7c3aed";

const figure = (value: KeyFigure) =>
  value.value === null ? html`Indisponível<span class="why">${value.unavailable}</span>` : html`${integer.format(value.value)}`;

function keyFigureCards(data: ClientReportData) {
  return html`<div class="cards">
    ${data.keyFigures.accounts.map(
      (account) => html`<div class="card">
        <div class="network">${platformLabels[account.platform]}</div>
        <strong>@${account.username}</strong>
        <dl>
          ${keyFigureKeys.map((key) => html`<dt>${keyFigureLabels[key]}</dt><dd>${figure(account[key])}</dd>`)}
        </dl>
      </div>`,
    )}
  </div>`;
}

function bestPosts(data: ClientReportData) {
  if (data.keyFigures.bestPosts.length === 0) return "";
  return html`<h2>Melhor publicação de cada rede</h2>
    <div class="cards">
      ${data.keyFigures.bestPosts.map(
        (post) => html`<div class="card">
          <div class="network">${platformLabels[post.platform]} · @${post.username}</div>
          <p>${formatCaption(post.caption) || "Sem descrição"}</p>
          <p class="muted">${formatDateTime(post.publishedAt)} · ${integer.format(post.interactions)} interações</p>
          ${post.permalink.startsWith("https://") ? html`<p><a href="${post.permalink}" rel="noopener noreferrer" target="_blank">Ver no ${platformLabels[post.platform]}</a></p>` : ""}
        </div>`,
      )}
    </div>`;
}

function accountSection(account: ReportData) {
  const { analytics, posts } = account;
  const platform = account.account.platform;
  const rows = periodMetricKeysFor(platform).flatMap((key) => {
    const metric = analytics.metrics[key];
    if (!metric) return [];
    const label = periodMetricLabelFor(key, platform);
    if (!metric.available) return [html`<tr><td>${label}</td><td>Indisponível</td><td>—</td><td>—</td></tr>`];
    return [
      html`<tr><td>${label}</td><td>${formatReportFigure(key, metric.value)}</td><td>${formatReportFigure(key, metric.previous)}</td><td>${formatReportChange(key, metric)}</td></tr>`,
    ];
  });
  const top = posts.slice(0, 3);
  return html`<section class="account">
    <h2>@${account.account.username} <span class="network">${platformLabels[platform]}</span></h2>
    <p class="muted">Comparado com ${formatDay(analytics.previousPeriod.from)} a ${formatDay(analytics.previousPeriod.to)}.</p>
    <div class="scroll">
      <table>
        <thead><tr><th>Métrica</th><th>No período</th><th>Período anterior</th><th>Variação</th></tr></thead>
        <tbody>${rows}</tbody>
      </table>
    </div>
    ${
      top.length
        ? html`<h3>Melhores publicações</h3>
          <ul>
            ${top.map(
              (post) =>
                html`<li>${formatCaption(post.caption) || "Sem descrição"} <span class="muted">(${formatDateTime(post.publishedAt)} · ${integer.format(interactionsOf(platform, post))} interações · ${formatPercent(post.engagementRate)})</span></li>`,
            )}
          </ul>`
        : html`<p class="muted">Nenhuma publicação no período.</p>`
    }
  </section>`;
}

function commentsSection(data: ClientReportData) {
  const withComments = data.accounts.filter((account) => account.comments);
  if (withComments.length === 0) return "";
  return html`<h2>O que dizem os comentários</h2>
    ${withComments.map((account) => {
      const summary = account.comments!;
      return html`<section class="account">
        <h3>@${account.account.username} <span class="network">${platformLabels[account.account.platform]}</span></h3>
        <p>${integer.format(summary.total)} ${summary.total === 1 ? "comentário" : "comentários"} no período; ${integer.format(summary.questions.unanswered)} perguntas sem resposta há mais de 24 h.</p>
        <p class="muted">${sentiments.map((key) => `${sentimentLabels[key]}: ${summary.sentiment[key].percent}%`).join(" · ")}</p>
      </section>`;
    })}`;
}

function competitorsSection(data: ClientReportData) {
  const withCompetitors = data.accounts.filter((account) => (account.competitors?.competitors.length ?? 0) > 0);
  if (withCompetitors.length === 0) return "";
  return html`<h2>Concorrentes</h2>
    ${withCompetitors.map((account) => {
      const comparison = account.competitors!;
      const profiles = [...(comparison.own ? [comparison.own] : []), ...comparison.competitors];
      return html`<section class="account">
        <h3>No ${platformLabels[comparison.platform]}, com @${account.account.username}</h3>
        <div class="scroll">
          <table>
            <thead><tr><th>Perfil</th><th>Seguidores</th><th>Crescimento</th><th>Engajamento</th></tr></thead>
            <tbody>
              ${profiles.map(
                (profile) =>
                  html`<tr><td>@${profile.username}${profile.kind === "own" ? " (conta do cliente)" : ""}</td><td>${profile.followers === null ? "—" : integer.format(profile.followers)}</td><td>${profile.growth === null ? "—" : `${profile.growth > 0 ? "+" : ""}${integer.format(profile.growth)}`}</td><td>${profile.engagementRate === null ? "—" : formatPercent(profile.engagementRate)}</td></tr>`,
              )}
            </tbody>
          </table>
        </div>
      </section>`;
    })}`;
}

function document(title: string, body: ReturnType<typeof html>, color: string) {
  const brand = brandStylesheet(color);
  return {
    html: html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <title>${title}</title>
    ${reportPageStylesheet.element}${brand.element}
  </head>
  <body>
    ${body}
  </body>
</html>`,
    policy: contentSecurityPolicy({ styles: [reportPageStylesheet.source, brand.source] }),
  };
}

/** The client's online report of the link's period. */
export function renderReportPage(data: ClientReportData, expiresAt: Date) {
  const color = data.branding?.color ?? defaultColor;
  const logo = data.branding?.logo
    ? `data:${data.branding.logoType ?? "image/png"};base64,${data.branding.logo.toString("base64")}`
    : null;
  const range = `${formatDay(data.period.from)} a ${formatDay(data.period.to)}`;
  return document(
    `Relatório de ${data.client.name} · ${range}`,
    html`<header>
        <div class="wrap">
          <div>
            <p class="muted">${data.workspaceName}</p>
            <h1>Relatório de ${data.client.name}</h1>
            <p class="muted">${range} (${data.period.days} dias)</p>
          </div>
          ${logo ? html`<img class="logo" src="${logo}" alt="Logotipo" />` : ""}
        </div>
      </header>
      <main>
        ${
          data.accounts.length
            ? html`<h2>Números do período</h2>
              ${keyFigureCards(data)} ${bestPosts(data)} ${data.accounts.map(accountSection)} ${commentsSection(data)} ${competitorsSection(data)}`
            : html`<p>Este cliente ainda não tem contas conectadas.</p>`
        }
      </main>
      <footer>
        <p>Relatório somente para leitura, gerado em ${formatDateTime(data.generatedAt)}. Este link vale até ${formatDate(expiresAt)}.</p>
        ${data.branding ? "" : html`<p>Inteligram</p>`}
      </footer>`,
    color,
  );
}

/** 410: revoked, expired or its client deleted; 404: no such link. No data either way. */
export function renderLinkProblemPage(kind: "gone" | "not_found") {
  const [title, text] =
    kind === "gone"
      ? [
          "Este link não está mais disponível",
          "O link expirou ou foi desativado por quem o compartilhou. Peça um novo link a quem enviou o relatório.",
        ]
      : ["Link não encontrado", "Confira se o endereço foi copiado por inteiro, ou peça um novo link a quem enviou o relatório."];
  return document(title, html`<main><h1>${title}</h1><p>${text}</p></main>`, defaultColor);
}
