import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { keyFigureKeys, keyFigureLabels, type KeyFigure } from "@core/clients/client-key-figures";
import { formatCaption } from "@core/format/format-caption";
import { formatDateTime, formatDay } from "@core/format/format-date";
import { formatAccountLabel } from "@core/social/account-label";
import { platformLabels } from "@core/social/platforms";
import type { ReportSectionId } from "@core/reports/report-sections";
import type { ReportData } from "../reports/report-data.service";
import { defaultReportColor, printable, reportColors, reportSections, reportStyles as styles } from "../reports/report-document";
import type { ClientReportData } from "./client-report-data.service";

// A client's PDF (docs/decisions/045-clients-and-report-links.md): the first page holds the
// period's key figures of every account side by side and the best post of each network; then a
// section per account, what the comments say and the competitors, each drawn by the one-account
// report's own sections (reports/report-document.tsx), so both reports read alike.

const { muted, line } = reportColors;
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

// What each account's own section shows; the comments and the competitors follow all accounts.
const accountSectionIds: readonly ReportSectionId[] = [
  "summary",
  "charts",
  "reach",
  "bestPosts",
  "formats",
  "bestTimes",
  "audience",
  "stories",
];

const rangeOf = (data: ClientReportData) => `${formatDay(data.period.from)} a ${formatDay(data.period.to)}`;
const isEmptyPeriod = (account: ReportData) => account.analytics.followersSeries.length === 0 && account.posts.length === 0;

function figureText(figure: KeyFigure) {
  return figure.value === null ? "Indisponível" : integer.format(figure.value);
}

function Cover({ data, color }: { data: ClientReportData; color: string }) {
  const logo = data.branding?.logo
    ? { data: data.branding.logo, format: data.branding.logoType === "image/png" ? ("png" as const) : ("jpg" as const) }
    : null;
  const networks = [...new Set(data.accounts.map((account) => platformLabels[account.account.platform]))];
  return (
    <View style={{ marginBottom: 22 }}>
      <View style={{ height: 6, backgroundColor: color, marginBottom: 18 }} />
      <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "center" }}>
        <View style={{ flex: 1 }}>
          <Text style={{ fontSize: 11, color: muted }}>{data.workspaceName}</Text>
          <Text style={{ fontSize: 22, fontWeight: 700, marginTop: 4 }}>Relatório de {printable(data.client.name)}</Text>
          <Text style={{ fontSize: 12, color, fontWeight: 700, marginTop: 6 }}>
            {networks.length ? networks.join(" e ") : "Sem contas"}
          </Text>
          <Text style={{ marginTop: 6 }}>
            Período: {rangeOf(data)} ({data.period.days} dias)
          </Text>
          <Text style={styles.small}>Gerado em {formatDateTime(data.generatedAt)}</Text>
        </View>
        {logo ? <Image src={logo} style={{ width: 90, height: 60, objectFit: "contain" }} /> : null}
      </View>
    </View>
  );
}

/** The key figures side by side: one column per account, its network named. */
function KeyFigures({ data }: { data: ClientReportData }) {
  const { accounts } = data.keyFigures;
  const reasons = [
    ...new Set(
      accounts.flatMap((account) =>
        keyFigureKeys.map((key) => account[key].unavailable).filter((reason): reason is string => reason !== null),
      ),
    ),
  ];
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h2}>Números do período</Text>
      <Text style={styles.lead}>Cada conta do cliente lado a lado, de {rangeOf(data)}.</Text>
      <View style={styles.headRow}>
        <Text style={{ flex: 1.3 }}>Métrica</Text>
        {accounts.map((account) => (
          <View key={account.accountId} style={{ flex: 1 }}>
            <Text style={styles.right}>@{account.username}</Text>
            <Text style={[styles.right, { fontWeight: 400, color: muted }]}>{platformLabels[account.platform]}</Text>
          </View>
        ))}
      </View>
      {keyFigureKeys.map((key) => (
        <View key={key} style={styles.row}>
          <Text style={{ flex: 1.3, fontWeight: 700 }}>{keyFigureLabels[key]}</Text>
          {accounts.map((account) => (
            <Text key={account.accountId} style={[{ flex: 1 }, styles.right]}>
              {figureText(account[key])}
            </Text>
          ))}
        </View>
      ))}
      {reasons.map((reason) => (
        <Text key={reason} style={[styles.small, { marginTop: 3 }]}>
          Indisponível: {reason}
        </Text>
      ))}
    </View>
  );
}

function BestPosts({ data, color }: { data: ClientReportData; color: string }) {
  const { bestPosts } = data.keyFigures;
  if (bestPosts.length === 0) return null;
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h2}>Melhor publicação de cada rede</Text>
      {bestPosts.map((post) => (
        <View key={post.id} style={[styles.row, { flexDirection: "column" }]}>
          <Text style={{ fontWeight: 700, color }}>
            {platformLabels[post.platform]} · @{post.username}
          </Text>
          <Text>{printable(formatCaption(post.caption)) || "Sem descrição"}</Text>
          <Text style={styles.small}>
            {formatDateTime(post.publishedAt)} · {integer.format(post.interactions)} interações ({integer.format(post.likes)}{" "}
            curtidas, {integer.format(post.comments)} comentários
            {post.shares != null ? `, ${integer.format(post.shares)} compartilhamentos` : ""})
          </Text>
        </View>
      ))}
    </View>
  );
}

function AccountHeading({ account, title, color }: { account: ReportData; title: string; color: string }) {
  return (
    <View minPresenceAhead={80} style={{ marginBottom: 10 }}>
      <View style={{ height: 3, backgroundColor: color, marginBottom: 8 }} />
      <Text style={{ fontSize: 11, color: muted }}>{title}</Text>
      <Text style={{ fontSize: 17, fontWeight: 700 }}>{formatAccountLabel(account.account)}</Text>
    </View>
  );
}

/** The whole client report: the first page, then each account, the comments and the competitors. */
export function ClientReportDocument({
  data,
  thumbnails = new Map(),
}: {
  data: ClientReportData;
  thumbnails?: Map<string, Buffer>;
}) {
  const color = data.branding?.color ?? defaultReportColor;
  const sections = reportSections(thumbnails);
  const section = (id: ReportSectionId) => sections.find((candidate) => candidate.id === id)!;
  const withComments = data.accounts.filter((account) => section("comments").hasData(account));
  const withCompetitors = data.accounts.filter((account) => section("competitors").hasData(account));
  return (
    <Document
      title={`Relatório ${data.client.name} ${rangeOf(data)}`}
      author={data.workspaceName}
      creator="Inteligram"
      language="pt-BR"
    >
      <Page size="A4" style={styles.page}>
        <Cover data={data} color={color} />
        {data.accounts.length === 0 ? (
          <View style={[styles.section, { padding: 12, borderWidth: 1, borderColor: line }]}>
            <Text style={{ fontWeight: 700 }}>Sem contas</Text>
            <Text style={styles.small}>Este cliente ainda não tem contas conectadas.</Text>
          </View>
        ) : null}
        {data.accounts.length > 0 ? <KeyFigures data={data} /> : null}
        <BestPosts data={data} color={color} />
        {data.accounts.map((account) => (
          <View key={account.account.id} break>
            <AccountHeading account={account} title="Conta" color={color} />
            {accountSectionIds
              .filter((id) => (isEmptyPeriod(account) ? id === "summary" : section(id).hasData(account)))
              .map((id) => (
                <View key={id}>{section(id).render({ data: account, color })}</View>
              ))}
          </View>
        ))}
        {withComments.map((account, index) => (
          <View key={`comments-${account.account.id}`} break={index === 0}>
            <AccountHeading account={account} title="Comentários" color={color} />
            {section("comments").render({ data: account, color })}
          </View>
        ))}
        {withCompetitors.map((account, index) => (
          <View key={`competitors-${account.account.id}`} break={index === 0}>
            <AccountHeading
              account={account}
              title={`Concorrentes no ${platformLabels[account.account.platform]}`}
              color={color}
            />
            {section("competitors").render({ data: account, color })}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>
            {data.branding ? data.workspaceName : "Inteligram"} · {printable(data.client.name)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
