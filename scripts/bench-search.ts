// `npm run bench:search`: the raw-data search at scale (decision 028), printed, never asserted.
// On PostgreSQL, one workspace (made through the product: sign-up, sandbox payment, a demo
// account collected) given BENCH_POSTS posts (50,000) and BENCH_COMMENTS comments (1,000,000)
// of pt-BR text, written in SQL. Then:
//   1. GET /api/search with two-word queries and the dashboard's 30-day period, one at a time:
//      p50, p95 and p99 (targets: p95 < 150 ms, p99 < 300 ms), and the query's plan (EXPLAIN
//      ANALYZE of the search's SQL for one of them: the GIN indexes used).
//   2. What 500 comments add to a collection: the demo source's read with and without them, and
//      writing them (recordComments) in a transaction; medians of 5 (target: < 2 s added).
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is
// created and dropped), BENCH_QUERIES (200).
import { startBenchServer } from "./bench-server";
import { parseSearchQuery, toTsQueryText } from "../src/core/search/search-query";
import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../src/server/db/client";
import { searchPage } from "../src/server/features/search/search.queries";
import { socialMediaProfiles } from "../src/server/db/schema/index";
import { recordComments } from "../src/server/features/analytics/record-comments";
import { createDemoSource } from "../src/server/integrations/networks/instagram/demo";
import { queryRows } from "../src/server/test/database";
import { collectedUser } from "../src/server/test/users";

const postCount = Number(process.env.BENCH_POSTS ?? 50_000);
const commentCount = Number(process.env.BENCH_COMMENTS ?? 1_000_000);
const queryCount = Number(process.env.BENCH_QUERIES ?? 200);

// Words of Brazilian shop comments; a comment is 4-14 of them, chosen by a deterministic hash.
const vocabulary = [
  "amei",
  "lindo",
  "perfeito",
  "quero",
  "qual",
  "valor",
  "preço",
  "quanto",
  "custa",
  "entrega",
  "prazo",
  "frete",
  "grátis",
  "chegou",
  "pedido",
  "rastreio",
  "correios",
  "tamanho",
  "numeração",
  "veste",
  "grande",
  "pequeno",
  "cor",
  "azul",
  "preto",
  "branco",
  "estoque",
  "disponível",
  "acabou",
  "repõe",
  "pix",
  "cartão",
  "parcela",
  "boleto",
  "desconto",
  "promoção",
  "promoções",
  "cupom",
  "loja",
  "site",
  "link",
  "bio",
  "vocês",
  "entregam",
  "recife",
  "salvador",
  "curitiba",
  "manaus",
  "belém",
  "fortaleza",
  "porto",
  "alegre",
  "maravilhoso",
  "qualidade",
  "defeito",
  "troca",
  "devolução",
  "atendimento",
  "demorou",
  "rápido",
  "recomendo",
  "comprei",
  "comprar",
  "presente",
  "mãe",
  "amiga",
  "olha",
  "isso",
  "top",
  "demais",
  "incrível",
  "vestido",
  "blusa",
  "calça",
  "sapato",
  "bolsa",
  "colar",
  "brinco",
  "anel",
  "kit",
  "combo",
  "novidade",
  "lançamento",
  "coleção",
  "verão",
  "inverno",
  "natal",
  "black",
  "friday",
  "sorteio",
  "participar",
  "ganhei",
  "obrigada",
];

const bench = await startBenchServer();
const { database, base, server } = bench;
const run = (text: string) => queryRows(database.db, text);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

try {
  const user = await collectedUser(server, "loja.busca", "sparks_pro");
  const [account] = await database.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, user.accountId));
  const words = `array[${vocabulary.map((word) => `'${word}'`).join(",")}]`;
  const pick = (seed: string) => `(${words})[1 + abs(hashtext(${seed})) % ${vocabulary.length}]`;
  const text = (seed: string, count: string) =>
    `(select string_agg(${pick(`${seed} || ':' || k`)}, ' ') from generate_series(1, ${count}) k)`;

  let started = performance.now();
  await run(
    `insert into posts (social_profile_id, workspace_id, platform, media_id, type, caption, hashtags, permalink, thumbnail_url, published_at, likes, comments, views, last_seen_at)
     select '${account!.id}', '${account!.workspaceId}', 'instagram', 'bench' || n, (array['image','sidecar','video','clips'])[1 + n % 4],
            ${text("'p' || n", "8 + n % 20")}, '[]'::jsonb, 'https://www.instagram.com/p/bench' || n, '',
            now() - (n * 30 || ' minutes')::interval, 100 + n % 900, 20, null, now()
     from generate_series(1, ${postCount}) n`,
  );
  console.log(`${postCount.toLocaleString("en")} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  // Comments spread over the posts, each published a little after its post.
  await run(
    `insert into comments (workspace_id, social_profile_id, post_id, platform, comment_id, parent_comment_id, username, text,
                           like_count, published_at, from_account, is_question, sentiment, account_replied_at, first_seen_at, last_seen_at)
     select p.workspace_id, p.social_profile_id, p.id, 'instagram', 'c' || n, null, 'cliente_' || (n % 50000), ${text("'c' || n", "4 + n % 11")},
            n % 7, p.published_at + (n % 600 || ' minutes')::interval, false, n % 5 = 0, (array['positive','neutral','negative'])[1 + n % 3],
            case when n % 10 = 0 then p.published_at + interval '2 hours' end, now(), now()
     from generate_series(1, ${commentCount}) n
     join posts p on p.social_profile_id = '${account!.id}' and p.media_id = 'bench' || (1 + n % ${postCount})`,
  );
  await run("analyze");
  console.log(`${commentCount.toLocaleString("en")} comments in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // 1. Two-word searches over the last 30 days, one at a time, through the route people use.
  const queries = Array.from(
    { length: queryCount },
    (_, i) => `${vocabulary[(i * 7) % vocabulary.length]} ${vocabulary[(i * 13 + 5) % vocabulary.length]}`,
  );
  const cookie = user.client.cookieHeader();
  const timings: number[] = [];
  let failures = 0;
  for (const q of queries) {
    const begin = performance.now();
    const response = await fetch(`${base}/api/search?${new URLSearchParams({ q, period: "30d", kind: "all" })}`, {
      headers: { cookie },
    });
    await response.arrayBuffer();
    timings.push(performance.now() - begin);
    if (!response.ok) failures++;
  }
  console.log(
    `\nGET /api/search, two words, last 30 days, ${queryCount} queries one at a time: ` +
      `p50 ${median(timings).toFixed(1)} ms · p95 ${percentile(timings, 95).toFixed(1)} ms · p99 ${percentile(timings, 99).toFixed(1)} ms ` +
      `(targets p95 < 150 ms, p99 < 300 ms) · non-2xx ${failures}`,
  );

  // The plan of one of them: the search's own SQL (searchPage) run under EXPLAIN ANALYZE.
  const parsed = parseSearchQuery(queries[0]!);
  if (!parsed.ok) throw new Error(parsed.message);
  const now = new Date();
  const plan: string[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const result = (await database.db.execute(sql`explain (analyze, costs off, timing off) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      plan.push(...result.rows.map((row) => Object.values(row)[0]!));
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  await searchPage(
    explaining,
    {
      workspaceId: user.workspaceId,
      tsQuery: toTsQueryText(parsed.query),
      postAccountIds: [user.accountId],
      commentAccountIds: [user.accountId],
      start: new Date(now.getTime() - 30 * 24 * 3600_000),
      end: now,
      questions: false,
      unanswered: false,
      now,
    },
    { sort: "relevance", limit: 20, offset: 0 },
  );
  console.log(`\nPlan of "${queries[0]}" (EXPLAIN ANALYZE: its scans):`);
  for (const line of plan.filter((text) => /Scan|Cond|Execution Time/.test(text))) console.log(`  ${line.trim()}`);

  // 2. What 500 comments add to a collection.
  const demo = createDemoSource();
  const reads: number[] = [];
  const readsWithComments: number[] = [];
  const writes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const collectedAt = new Date();
    let begin = performance.now();
    await demo.fetchProfile({ username: "loja.busca", postsLimit: 200, now: collectedAt });
    reads.push(performance.now() - begin);
    begin = performance.now();
    const collected = await demo.fetchProfile({ username: "loja.busca", postsLimit: 200, commentsLimit: 500, now: collectedAt });
    readsWithComments.push(performance.now() - begin);
    begin = performance.now();
    await database.db.transaction((tx) =>
      recordComments(tx, {
        workspaceId: user.workspaceId,
        accountId: user.accountId,
        platform: "instagram",
        accountUsername: "loja.busca",
        read: collected.comments ?? [],
        collectedAt,
      }),
    );
    writes.push(performance.now() - begin);
  }
  const added = median(readsWithComments) - median(reads) + median(writes);
  console.log(
    `\n500 comments in a collection (medians of 5): demo read ${median(reads).toFixed(1)} ms -> ${median(readsWithComments).toFixed(1)} ms, ` +
      `written ${median(writes).toFixed(1)} ms: ${added.toFixed(0)} ms added (target < 2,000 ms)`,
  );
} finally {
  await bench.close();
}
