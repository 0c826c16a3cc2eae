// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { addDaysTo, earliestDay, periodMessages, saoPauloDay } from "@core/analytics/period";
import { SEARCH_MAX_CHARACTERS, searchQueryMessages } from "@core/search/search-query";
import { controlCharacterMessage } from "@core/validation/control-characters";
import type { SearchResponse } from "@core/search/search-responses";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { comments, posts, socialMediaProfiles } from "../../db/schema/index";
import { invalidInputMessage } from "../../http/openapi";
import type { TestClient } from "../../test/http-client";
import { paidUser, signUpConfirmed } from "../../test/users";
import { cutNote } from "./search-export";

// The raw-data search (docs/product/features.md "Comments and search") over captions and comments written
// straight into the tables: Portuguese stems without accents, phrases, exclusions, the filters,
// one workspace never seeing another's, and bad input answered in pt-BR, never with a 5xx.

const t = useTestServer();
const hour = 3600_000;
const day = 24 * hour;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Workspace = {
  client: TestClient;
  workspaceId: string;
  accounts: Record<string, string>;
  posts: Record<string, string>;
  comments: Record<string, string>;
};

type PostSeed = {
  key: string;
  account: string;
  type: "image" | "sidecar" | "video" | "clips";
  caption: string;
  ageMs: number;
  likes: number;
};
type CommentSeed = {
  key: string;
  post: string;
  username: string;
  text: string;
  ageMs: number;
  likes?: number;
  isQuestion?: boolean;
  fromAccount?: boolean;
  parent?: string;
  repliedAfterMs?: number;
  deleted?: boolean;
  sentiment?: "positive" | "neutral" | "negative";
};

/** A paid workspace whose accounts, posts and comments are exactly these. */
async function seedWorkspace(
  plan: "basic" | "advanced",
  accounts: { key: string; username: string; kind: "own" | "competitor" }[],
  postSeeds: PostSeed[],
  commentSeeds: CommentSeed[],
): Promise<Workspace> {
  const user = await paidUser(t.server, plan);
  const db = t.server.context.db;
  const now = Date.now();
  const accountIds: Record<string, string> = {};
  for (const account of accounts) {
    const [row] = await db
      .insert(socialMediaProfiles)
      .values({
        workspaceId: user.workspaceId,
        platform: "instagram",
        platformUserId: `${account.kind === "competitor" ? "competitor" : "manual"}_${account.username}`,
        username: account.username,
        usernameManualInsert: account.username,
        kind: account.kind,
        isActive: true,
      })
      .returning();
    accountIds[account.key] = row!.id;
  }
  const postIds: Record<string, string> = {};
  const postAccount: Record<string, string> = {};
  for (const post of postSeeds) {
    const [row] = await db
      .insert(posts)
      .values({
        workspaceId: user.workspaceId,
        socialProfileId: accountIds[post.account]!,
        platform: "instagram",
        mediaId: `media_${post.key}_${user.workspaceId}`,
        type: post.type,
        caption: post.caption,
        permalink: `https://www.instagram.com/p/${post.key}/`,
        thumbnailUrl: `https://cdn.exemplo.com.br/${post.key}.jpg`,
        publishedAt: new Date(now - post.ageMs),
        likes: post.likes,
        comments: 0,
        lastSeenAt: new Date(now),
      })
      .returning();
    postIds[post.key] = row!.id;
    postAccount[post.key] = accountIds[post.account]!;
  }
  const commentIds: Record<string, string> = {};
  for (const comment of commentSeeds) {
    const publishedAt = new Date(now - comment.ageMs);
    const [row] = await db
      .insert(comments)
      .values({
        workspaceId: user.workspaceId,
        socialProfileId: postAccount[comment.post]!,
        postId: postIds[comment.post]!,
        platform: "instagram",
        commentId: `c_${comment.key}`,
        parentCommentId: comment.parent ? `c_${comment.parent}` : null,
        username: comment.username,
        text: comment.text,
        likeCount: comment.likes ?? 0,
        publishedAt,
        fromAccount: comment.fromAccount ?? false,
        isQuestion: comment.isQuestion ?? false,
        sentiment: comment.sentiment ?? "neutral",
        accountRepliedAt: comment.repliedAfterMs === undefined ? null : new Date(publishedAt.getTime() + comment.repliedAfterMs),
        firstSeenAt: publishedAt,
        lastSeenAt: new Date(now),
        deletedAt: comment.deleted ? new Date(now) : null,
      })
      .returning();
    commentIds[comment.key] = row!.id;
  }
  return { client: user.client, workspaceId: user.workspaceId, accounts: accountIds, posts: postIds, comments: commentIds };
}

let mine: Workspace;
let theirs: Workspace;

beforeAll(async () => {
  mine = await seedWorkspace(
    "basic",
    [
      { key: "ana", username: "lojadaana", kind: "own" },
      { key: "outlet", username: "ana_outlet", kind: "own" },
      { key: "rival", username: "rival_modas", kind: "competitor" },
    ],
    [
      {
        key: "inverno",
        account: "ana",
        type: "image",
        caption: "Promoção de inverno com frete grátis para todo o Brasil",
        ageMs: 2 * day,
        likes: 120,
      },
      {
        key: "novidades",
        account: "ana",
        type: "clips",
        caption: "Novas promocoes chegando, fique de olho no frete",
        ageMs: 5 * day,
        likes: 300,
      },
      {
        key: "sorteio",
        account: "outlet",
        type: "sidecar",
        caption: "Sorteio de frete grátis para quem comentar",
        ageMs: 3 * day,
        likes: 50,
      },
      { key: "antiga", account: "ana", type: "image", caption: "Promoção antiga de frete grátis", ageMs: 60 * day, likes: 10 },
      { key: "rival", account: "rival", type: "image", caption: "Promoção relâmpago na loja rival", ageMs: 1 * day, likes: 999 },
    ],
    [
      {
        key: "prazo",
        post: "inverno",
        username: "cliente_maria",
        text: "Qual o prazo de entrega para Recife?",
        ageMs: 70 * hour,
        likes: 2,
        isQuestion: true,
      },
      {
        key: "amei",
        post: "inverno",
        username: "joao.silva",
        text: "Amei a promoção! Entrega rápida",
        ageMs: 2 * day,
        likes: 5,
        sentiment: "positive",
      },
      {
        key: "sabado",
        post: "inverno",
        username: "cliente_pedro",
        text: "Vocês fazem entrega no sábado?",
        ageMs: 74 * hour,
        likes: 1,
        isQuestion: true,
        repliedAfterMs: hour,
      },
      {
        key: "resposta",
        post: "inverno",
        username: "lojadaana",
        text: "Fazemos entrega sim!",
        ageMs: 73 * hour,
        fromAccount: true,
        parent: "sabado",
      },
      {
        key: "fresca",
        post: "novidades",
        username: "Cliente_Maria",
        text: "Ainda tem entrega grátis?",
        ageMs: 2 * hour,
        likes: 0,
        isQuestion: true,
      },
      {
        key: "apagado",
        post: "inverno",
        username: "troll",
        text: "entrega péssima",
        ageMs: 2 * day,
        deleted: true,
        sentiment: "negative",
      },
      {
        key: "sp",
        post: "sorteio",
        username: "ana.b",
        text: "Quero participar do sorteio, entrega em SP? Qual o valor da entrega?",
        ageMs: 96 * hour,
        likes: 3,
        isQuestion: true,
      },
    ],
  );
  theirs = await seedWorkspace(
    "basic",
    [{ key: "vizinha", username: "loja_vizinha", kind: "own" }],
    [
      {
        key: "vizinha",
        account: "vizinha",
        type: "image",
        caption: "Entrega grátis hoje, promoção da vizinha",
        ageMs: day,
        likes: 40,
      },
    ],
    [
      {
        key: "vizinha",
        post: "vizinha",
        username: "cliente_vizinha",
        text: "Qual o prazo de entrega da vizinha?",
        ageMs: 2 * day,
        isQuestion: true,
      },
    ],
  );
}, 240_000);

async function search(client: TestClient, query: Record<string, string>) {
  const response = await client.request(`/api/search?${new URLSearchParams(query)}`);
  expect(response.status, `${JSON.stringify(query)}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as SearchResponse;
}

/** The seeds found, by key, in the order of the answer. */
function found(workspace: Workspace, answer: SearchResponse) {
  const keys = new Map([...Object.entries(workspace.posts), ...Object.entries(workspace.comments)].map(([key, id]) => [id, key]));
  return answer.results.map((result) => keys.get(result.id) ?? `outro:${result.id}`);
}

async function foundFor(query: Record<string, string>, workspace = mine) {
  return found(workspace, await search(workspace.client, query));
}

async function refused(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(400);
  return (await response.json()) as ErrorBody;
}

describe("GET /api/search: Portuguese words", { timeout: 60_000 }, () => {
  it("finds every form of a word, with or without accents: promoção, promocao, promoções", async () => {
    const expected = ["amei", "inverno", "novidades"];
    for (const q of ["promoção", "promocao", "promoções", "PROMOÇÃO", "Promoções"]) {
      expect((await foundFor({ q })).sort(), q).toEqual(expected);
    }
  });

  it("ignores accents on both sides: grátis and gratis find the same", async () => {
    const withAccent = (await foundFor({ q: "grátis" })).sort();
    expect(withAccent).toEqual(["fresca", "inverno", "sorteio"]);
    expect((await foundFor({ q: "gratis" })).sort()).toEqual(withAccent);
  });

  it("matches an exact phrase only where its words are together, in order", async () => {
    expect((await foundFor({ q: '"frete grátis"' })).sort()).toEqual(["inverno", "sorteio"]);
    expect(await foundFor({ q: '"grátis frete"' })).toEqual([]);
    // Without quotes both words anywhere: "no frete" and no "grátis" is not enough.
    expect((await foundFor({ q: "frete grátis" })).sort()).toEqual(["inverno", "sorteio"]);
    // An unclosed quote makes the rest a phrase, as a search box does.
    expect((await foundFor({ q: '"frete grátis' })).sort()).toEqual(["inverno", "sorteio"]);
  });

  it("leaves out what has an excluded word", async () => {
    expect((await foundFor({ q: "frete -sorteio" })).sort()).toEqual(["inverno", "novidades"]);
    expect((await foundFor({ q: 'entrega -"prazo de entrega"' })).sort()).toEqual(["amei", "fresca", "resposta", "sabado", "sp"]);
  });

  it("takes tsquery syntax inside the text as separators, never as operators", async () => {
    // Three required words: the only caption with all of them.
    expect(await foundFor({ q: "frete:* & (grátis | !sorteio)" })).toEqual(["sorteio"]);
    expect((await foundFor({ q: "frete'grátis" })).sort()).toEqual(["inverno", "sorteio"]);
  });

  it("marks the searched words in each result's text", async () => {
    const answer = await search(mine.client, { q: "promoção", kind: "posts" });
    const inverno = answer.results.find((result) => result.id === mine.posts.inverno)!;
    expect(inverno.highlights.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["Promoção"]);
    expect(inverno.highlights.map((segment) => segment.text).join("")).toBe(inverno.text);
  });
});

describe("GET /api/search: what a result says", { timeout: 60_000 }, () => {
  it("gives a comment its post's link, thumbnail and format, its author and where it stands as a question", async () => {
    const answer = await search(mine.client, { q: "prazo entrega" });
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({
      kind: "comment",
      id: mine.comments.prazo,
      accountId: mine.accounts.ana,
      username: "lojadaana",
      platform: "instagram",
      postId: mine.posts.inverno,
      postPermalink: "https://www.instagram.com/p/inverno/",
      postThumbnailUrl: "https://cdn.exemplo.com.br/inverno.jpg",
      postType: "image",
      text: "Qual o prazo de entrega para Recife?",
      author: "cliente_maria",
      likes: 2,
      isQuestion: true,
      unanswered: true,
      sentiment: "neutral",
    });
    const caption = (await search(mine.client, { q: "sorteio", kind: "posts" })).results[0]!;
    expect(caption).toMatchObject({
      kind: "post",
      id: mine.posts.sorteio,
      author: "ana_outlet",
      username: "ana_outlet",
      likes: 50,
      postType: "sidecar",
    });
    expect(caption.isQuestion).toBeUndefined();
  });

  it("echoes what was searched, with the period's days", async () => {
    const answer = await search(mine.client, { q: '  Entrega "frete grátis" -sorteio ', period: "7d", sort: "date" });
    const today = saoPauloDay(new Date());
    expect(answer.query).toMatchObject({
      q: 'Entrega "frete grátis" -sorteio',
      terms: ["entrega"],
      phrases: [["frete", "grátis"]],
      excluded: ["sorteio"],
      scope: "own",
      kind: "all",
      sort: "date",
      period: { preset: "7d", from: addDaysTo(today, -6), to: today, days: 7 },
    });
    expect(answer).toMatchObject({ page: 1, pageSize: 20 });
  });

  it("never shows a comment deleted on the network", async () => {
    expect(await foundFor({ q: "péssima" })).toEqual([]);
  });
});

describe("GET /api/search: filters", { timeout: 60_000 }, () => {
  it("searches one account, the competitors' captions or both", async () => {
    expect((await foundFor({ q: "entrega", accountId: mine.accounts.outlet! })).sort()).toEqual(["sp"]);
    expect(await foundFor({ q: "promoção", scope: "competitors" })).toEqual(["rival"]);
    expect((await foundFor({ q: "promoção", scope: "all" })).sort()).toEqual(["amei", "inverno", "novidades", "rival"]);
    expect(await foundFor({ q: "promoção", accountId: mine.accounts.rival! })).toEqual(["rival"]);
  });

  it("searches the period asked for, by the dashboard's rules", async () => {
    expect(await foundFor({ q: "antiga" })).toEqual([]);
    expect(await foundFor({ q: "antiga", period: "90d" })).toEqual(["antiga"]);
    const today = saoPauloDay(new Date());
    expect(await foundFor({ q: "antiga", period: "custom", from: addDaysTo(today, -61), to: addDaysTo(today, -59) })).toEqual([
      "antiga",
    ]);
    expect(await foundFor({ q: "promoção", period: "custom", from: addDaysTo(today, -3), to: today, kind: "posts" })).toEqual([
      "inverno",
    ]);
  });

  it("keeps posts or comments only", async () => {
    expect((await foundFor({ q: "entrega grátis", kind: "posts" })).sort()).toEqual([]);
    expect((await foundFor({ q: "frete", kind: "posts" })).sort()).toEqual(["inverno", "novidades", "sorteio"]);
    expect((await foundFor({ q: "entrega", kind: "comments" })).sort()).toEqual([
      "amei",
      "fresca",
      "prazo",
      "resposta",
      "sabado",
      "sp",
    ]);
    expect((await foundFor({ q: "promoção", kind: "comments" })).sort()).toEqual(["amei"]);
  });

  it("filters by the post's format, a comment by its post's", async () => {
    expect((await foundFor({ q: "entrega", type: "clips" })).sort()).toEqual(["fresca"]);
    expect((await foundFor({ q: "frete", type: "sidecar" })).sort()).toEqual(["sorteio"]);
  });

  it("filters by author, whatever the case and with or without @; a caption's author is its account", async () => {
    expect((await foundFor({ q: "entrega", author: "@CLIENTE_maria" })).sort()).toEqual(["fresca", "prazo"]);
    expect((await foundFor({ q: "entrega", author: "cliente_maria" })).sort()).toEqual(["fresca", "prazo"]);
    expect((await foundFor({ q: "frete", author: "ana_outlet" })).sort()).toEqual(["sorteio"]);
    expect((await foundFor({ q: "entrega", author: "lojadaana" })).sort()).toEqual(["resposta"]);
  });

  it("keeps questions only, and the questions still without an answer after 24 hours", async () => {
    expect((await foundFor({ q: "entrega", questions: "1" })).sort()).toEqual(["fresca", "prazo", "sabado", "sp"]);
    // "sabado" was answered; "fresca" was asked 2 hours ago; the account's own reply is no question.
    expect((await foundFor({ q: "entrega", unanswered: "1" })).sort()).toEqual(["prazo", "sp"]);
    expect((await foundFor({ q: "entrega", unanswered: "true", accountId: mine.accounts.ana! })).sort()).toEqual(["prazo"]);
    expect(await foundFor({ q: "frete", questions: "1" })).toEqual([]);
    expect((await foundFor({ q: "entrega", questions: "0" })).length).toBe(6);
  });

  it("lists the questions or the unanswered ones without words, as many as the dashboard counts", async () => {
    const listed = await search(mine.client, { q: "", unanswered: "1", accountId: mine.accounts.ana! });
    expect(found(mine, listed).sort()).toEqual(["prazo"]);
    const summary = (await (await mine.client.request(`/api/comments/summary?accountId=${mine.accounts.ana!}`)).json()) as {
      questions: { unanswered: number };
    };
    expect(listed.total).toBe(summary.questions.unanswered);
    expect((await foundFor({ q: "", questions: "1" })).sort()).toEqual(["fresca", "prazo", "sabado", "sp"]);
    // Without a filter that says what to list, words are still needed.
    expect((await refused(mine.client, "/api/search?q=")).error.fields?.q).toBe(searchQueryMessages.empty);
  });

  it("sorts by relevance, date or likes, ties by date, in pages of 20", async () => {
    expect(await foundFor({ q: "entrega", sort: "date" })).toEqual(["fresca", "amei", "prazo", "resposta", "sabado", "sp"]);
    expect(await foundFor({ q: "entrega", sort: "likes" })).toEqual(["amei", "sp", "prazo", "sabado", "fresca", "resposta"]);
    // A text saying a word twice ranks above one that says it once.
    expect((await foundFor({ q: "entrega", sort: "relevance" }))[0]).toBe("sp");
    // Otherwise equal, the newest first.
    expect((await foundFor({ q: "entrega" })).slice(1)).toEqual(["fresca", "amei", "prazo", "resposta", "sabado"]);
    const second = await search(mine.client, { q: "entrega", page: "2" });
    expect(second).toMatchObject({ total: 6, page: 2, results: [] });
    expect((await search(mine.client, { q: "entrega" })).total).toBe(6);
  });
});

describe("GET /api/search: one workspace never sees another's", { timeout: 60_000 }, () => {
  it("finds neither another workspace's captions nor its comments", async () => {
    expect(await foundFor({ q: "vizinha", scope: "all" })).toEqual([]);
    expect(await foundFor({ q: "vizinha" }, theirs)).toEqual(["vizinha", "vizinha"]);
    const theirsFound = await search(theirs.client, { q: "entrega" });
    expect(theirsFound.results.map((result) => result.id).sort()).toEqual([theirs.posts.vizinha, theirs.comments.vizinha].sort());
  });

  it("answers another workspace's account id as unknown: 404", async () => {
    const response = await mine.client.request(`/api/search?q=entrega&accountId=${theirs.accounts.vizinha}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Conta não encontrada.");
  });

  it("asks for a session and an active plan", async () => {
    const signedOut = await t.server.app.request("/api/search?q=entrega");
    expect(signedOut.status).toBe(401);
    const { client } = await signUpConfirmed(t.server);
    const noPlan = await client.request("/api/search?q=entrega");
    expect(noPlan.status).toBe(403);
  });
});

describe("GET /api/search: bad input is a pt-BR 400, never a 5xx", { timeout: 60_000 }, () => {
  it.each([
    ["no text at all", "", searchQueryMessages.empty],
    ["spaces only", "   ", searchQueryMessages.empty],
    ["operators only", "&|!:*()", searchQueryMessages.noWords],
    ["exclusions only", "-sorteio", searchQueryMessages.onlyExclusions],
    ["stop words only", "de para com", searchQueryMessages.onlyStopWords],
    ["too many words", "a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11", searchQueryMessages.tooManyTerms],
  ])("refuses %s with the search box's message", async (_, q, message) => {
    const body = await refused(mine.client, `/api/search?${new URLSearchParams({ q })}`);
    expect(body.error).toMatchObject({ code: "INVALID_INPUT", message, fields: { q: message } });
  });

  it(`takes a text of ${SEARCH_MAX_CHARACTERS} characters as sent (an emoji is one) and refuses one more, the maxLength both documents give`, async () => {
    const { key } = (await (await mine.client.post("/api/api-keys", { name: "Limite da busca" })).json()) as { key: string };
    const longest = `entrega ${"😍".repeat(SEARCH_MAX_CHARACTERS - 8)}`;
    expect(Array.from(longest)).toHaveLength(SEARCH_MAX_CHARACTERS);
    for (const path of ["/api/search", "/api/search/export", "/api/v1/search"]) {
      const send = (q: string) =>
        mine.client.request(`${path}?${new URLSearchParams({ q, format: "csv" })}`, {
          headers: path.startsWith("/api/v1/") ? { authorization: `Bearer ${key}` } : {},
        });
      expect((await send(longest)).status, path).toBe(200);
      for (const tooLong of [`${longest}😍`, ` ${longest}`, "entrega ".repeat(125)]) {
        const response = await send(tooLong);
        expect(response.status, path).toBe(400);
        expect(((await response.json()) as ErrorBody).error.fields?.q, path).toBe(searchQueryMessages.tooLong);
      }
    }
    type Parameter = { name: string; schema: { maxLength?: number } };
    type Document = { paths: Record<string, { get: { parameters: Parameter[] } }> };
    const maxLengthOf = (document: Document, path: string) =>
      document.paths[path]!.get.parameters.find((parameter) => parameter.name === "q")!.schema.maxLength;
    const appDocument = (await (await t.server.app.request("/api/openapi.json")).json()) as Document;
    const publicDocument = (await (await t.server.app.request("/api/v1/openapi.json")).json()) as Document;
    for (const path of ["/api/search", "/api/search/export", "/api/v1/search"])
      expect(maxLengthOf(appDocument, path), path).toBe(SEARCH_MAX_CHARACTERS);
    expect(maxLengthOf(publicDocument, "/search")).toBe(SEARCH_MAX_CHARACTERS);
  });

  it("refuses a missing text, on its field", async () => {
    const body = await refused(mine.client, "/api/search");
    expect(body.error.fields?.q).toBe(searchQueryMessages.empty);
  });

  it.each([
    ["a NUL", "entrega%00frete"],
    ["an escape", "entrega%1Bfrete"],
    ["a bell and a backspace", "%07entrega%08"],
  ])("refuses a text with %s, on its field (the address's check, before the search's)", async (_, raw) => {
    const body = await refused(mine.client, `/api/search?q=${raw}`);
    expect(body.error).toMatchObject({
      code: "INVALID_INPUT",
      message: invalidInputMessage,
      fields: { "q.0": controlCharacterMessage },
    });
  });

  it("refuses a period past the history, a bad range and bad filters, naming the field", async () => {
    const tooOld = addDaysTo(earliestDay(new Date()), -1);
    const today = saoPauloDay(new Date());
    const old = await refused(mine.client, `/api/search?q=entrega&period=custom&from=${tooOld}&to=${today}`);
    expect(old.error).toMatchObject({ message: periodMessages.tooOld, fields: { from: periodMessages.tooOld } });
    const inverted = await refused(mine.client, `/api/search?q=entrega&period=custom&from=${today}&to=${addDaysTo(today, -2)}`);
    expect(inverted.error.message).toBe(periodMessages.inverted);
    expect((await refused(mine.client, "/api/search?q=entrega&period=custom")).error.message).toBe(
      periodMessages.customNeedsDates,
    );
    expect((await refused(mine.client, "/api/search?q=entrega&period=ontem")).error.fields?.period).toBe("Período inválido.");
    expect((await refused(mine.client, "/api/search?q=entrega&kind=fotos")).error.fields?.kind).toBe(
      "Tipo de resultado inválido.",
    );
    expect((await refused(mine.client, "/api/search?q=entrega&type=igtv")).error.fields?.type).toBe(
      "Tipo de publicação inválido.",
    );
    expect((await refused(mine.client, "/api/search?q=entrega&sort=popular")).error.fields?.sort).toBe("Ordenação inválida.");
    expect((await refused(mine.client, "/api/search?q=entrega&author=duas%20palavras")).error.fields?.author).toMatch(
      /^Autor inválido/,
    );
    expect((await refused(mine.client, "/api/search?q=entrega&accountId=123")).error.fields?.accountId).toBe(
      "Identificador inválido.",
    );
    expect((await refused(mine.client, "/api/search?q=entrega&questions=sim")).error.fields?.questions).toBe("Use 1 ou 0.");
    expect((await refused(mine.client, "/api/search?q=entrega&page=51")).error.fields?.page).toMatch(/até 50 páginas/);
    expect((await refused(mine.client, "/api/search?q=entrega&page=0")).error.fields?.page).toBe("Página inválida.");
  });
});

describe("GET /api/search/export", { timeout: 60_000 }, () => {
  it("writes every result as a CSV for a Brazilian Excel: BOM, ';', pt-BR headers", async () => {
    const response = await mine.client.request("/api/search/export?q=entrega&format=csv&sort=date");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="busca-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Tipo;Conta;Publicado em;Autor;Texto;Curtidas;Formato do post;Pergunta;Sem resposta;Sentimento;Link do post",
    );
    expect(lines).toHaveLength(7);
    const first = lines[1]!.split(";");
    expect(first).toEqual([
      "Comentário",
      "@lojadaana (Instagram)",
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      "@Cliente_Maria",
      "Ainda tem entrega grátis?",
      "0",
      "Reels",
      "Sim",
      "Não",
      "Neutro",
      "https://www.instagram.com/p/novidades/",
    ]);
    // A text with the separator is quoted, as in the reports' exports.
    const prazo = lines.find((line) => line.includes("Recife"))!;
    expect(prazo).toContain(";Qual o prazo de entrega para Recife?;2;Foto;Sim;Sim;Neutro;");
  });

  it("writes the results and what was searched into an xlsx", async () => {
    const response = await mine.client.request("/api/search/export?q=frete&format=xlsx&kind=posts&sort=likes");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const results = workbook.getWorksheet("Resultados")!;
    expect(results.getRow(1).getCell(1).value).toBe("Tipo");
    expect(results.rowCount).toBe(4);
    expect(results.getRow(2).values).toEqual([
      undefined,
      "Publicação",
      "@lojadaana (Instagram)",
      expect.any(Date),
      "@lojadaana",
      "Novas promocoes chegando, fique de olho no frete",
      300,
      "Reels",
      undefined,
      undefined,
      undefined,
      "https://www.instagram.com/p/novidades/",
    ]);
    const about = workbook.getWorksheet("Sobre a exportação")!;
    const items = Object.fromEntries(
      about
        .getSheetValues()
        .slice(2)
        .map((row) => [(row as unknown[])[1], (row as unknown[])[2]]),
    );
    expect(items).toMatchObject({
      Busca: "frete",
      Filtros: "Só legendas de posts; Minhas contas",
      "Resultados exportados": 3,
      "Resultados encontrados": 3,
    });
    expect(items.Aviso).toBeUndefined();
  });

  it("says how a cut export was cut", () => {
    expect(cutNote(12_345)).toBe(
      "Exportação limitada aos primeiros 10.000 de 12.345 resultados. Use filtros para exportar o restante.",
    );
  });

  it("refuses an unknown format and a bad search like the page does", async () => {
    expect((await refused(mine.client, "/api/search/export?q=entrega&format=pdf")).error.fields?.format).toBe(
      "Formato inválido. Use csv ou xlsx.",
    );
    expect((await refused(mine.client, "/api/search/export?q=%26%7C&format=csv")).error.message).toBe(
      searchQueryMessages.noWords,
    );
    const other = await mine.client.request(`/api/search/export?q=entrega&format=csv&accountId=${theirs.accounts.vizinha}`);
    expect(other.status).toBe(404);
  });
});

describe("GET /api/v1/search", { timeout: 60_000 }, () => {
  type V1Page = { query: SearchResponse["query"]; total: number; data: SearchResponse["results"]; nextCursor: string | null };

  it("answers the app's search by API key, a cursor at a time, for the key's workspace only", async () => {
    const created = await mine.client.post("/api/api-keys", { name: "Planilha de atendimento" });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const call = (query: string, auth: string | null = key) =>
      t.server.app.request(`/api/v1/search?${query}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });

    const first = await call("q=entrega&sort=date&limit=4");
    expect(first.status).toBe(200);
    const page = (await first.json()) as V1Page;
    expect(page.total).toBe(6);
    expect(page.query).toMatchObject({ terms: ["entrega"], sort: "date", scope: "own" });
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = (await (await call(`q=entrega&sort=date&limit=4&cursor=${page.nextCursor}`)).json()) as V1Page;
    expect(rest.nextCursor).toBeNull();
    const app = await search(mine.client, { q: "entrega", sort: "date" });
    expect([...page.data, ...rest.data].map((result) => result.id)).toEqual(app.results.map((result) => result.id));
    expect(page.data[0]).toMatchObject({
      kind: "comment",
      author: "Cliente_Maria",
      unanswered: false,
      postPermalink: "https://www.instagram.com/p/novidades/",
    });

    const unanswered = (await (await call("q=entrega&unanswered=1")).json()) as V1Page;
    expect(unanswered.data.map((result) => result.id).sort()).toEqual([mine.comments.prazo, mine.comments.sp].sort());

    const badText = await call("q=%26%7C%21");
    expect(badText.status).toBe(400);
    expect(((await badText.json()) as ErrorBody).error).toMatchObject({
      message: searchQueryMessages.noWords,
      fields: { q: searchQueryMessages.noWords },
    });
    const badCursor = await call("q=entrega&cursor=bm9wZQ");
    expect(badCursor.status).toBe(400);
    expect(((await badCursor.json()) as ErrorBody).error.fields?.cursor).toBe(
      "Cursor inválido. Use o nextCursor da página anterior.",
    );
    expect((await call(`q=entrega&accountId=${theirs.accounts.vizinha!}`)).status).toBe(404);
    expect(((await (await call("q=vizinha&scope=all")).json()) as V1Page).total).toBe(0);
    expect((await call("q=entrega", null)).status).toBe(401);
  });

  it("is in the public API's document", async () => {
    const document = (await (await t.server.app.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, { get?: { operationId?: string } }>;
    };
    expect(document.paths["/search"]?.get?.operationId).toBe("search");
  });
});
