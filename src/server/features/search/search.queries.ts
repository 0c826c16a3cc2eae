import { ANSWER_WINDOW_HOURS } from "@core/comments/unanswered";
import type { Sentiment } from "@core/comments/sentiment";
import type { SearchSort } from "@core/search/search-responses";
import type { Platform } from "@core/social/platforms";
import type { PostType } from "@core/social/profile-data";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { unansweredComment } from "../analytics/comments.queries";

/** What one search reads; the service decides which accounts' captions and comments it covers. */
export type SearchFilter = {
  workspaceId: string;
  /** toTsQueryText's output: bound as a parameter of to_tsquery, never written into the SQL. */
  tsQuery: string;
  /** Accounts whose captions are searched; empty: no caption. */
  postAccountIds: readonly string[];
  /** Accounts whose comments are searched; empty: no comment. */
  commentAccountIds: readonly string[];
  /** Published in [start, end). */
  start: Date;
  end: Date;
  /** The post's format (a comment's post). */
  type?: PostType;
  /** A commenter's username, lower case without "@". */
  commentAuthor?: string;
  questions: boolean;
  unanswered: boolean;
  now: Date;
};

export type SearchRow = {
  kind: "post" | "comment";
  id: string;
  accountId: string;
  platform: Platform;
  postId: string;
  postPermalink: string;
  postThumbnailUrl: string;
  postType: PostType;
  text: string;
  /** The commenter; null for a caption. */
  commentAuthor: string | null;
  publishedAt: Date;
  likes: number | null;
  isQuestion: boolean | null;
  unanswered: boolean | null;
  sentiment: Sentiment | null;
};

type RawRow = Omit<SearchRow, "publishedAt" | "likes"> & {
  publishedMs: number | string;
  likes: number | string | null;
  total: number | string;
};

const ids = (list: readonly string[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

// docs/product/features.md "Comments and search": analytics' one definition of "sem resposta", as of 24
// hours before the search.
const unansweredAt = (now: Date) => unansweredComment(new Date(now.getTime() - ANSWER_WINDOW_HOURS * 3_600_000), "c");

// Without words (listing the questions or the unanswered ones) every row matches, ranked alike:
// the newest come first.
const matching = (alias: "p" | "c", filter: SearchFilter) =>
  filter.tsQuery === "" ? sql`` : sql`and ${sql.raw(alias)}.search @@ q.query`;
const rank = (alias: "p" | "c") => sql`coalesce(ts_rank_cd(${sql.raw(alias)}.search, q.query), 0)`;

function postMatches(filter: SearchFilter): SQL {
  return sql`
    select 'post'::text as kind, p.id, p.social_profile_id as account_id, p.platform, p.id as post_id, p.caption as text,
      null::text as comment_author, p.published_at, p.likes, null::boolean as is_question, null::boolean as unanswered,
      null::text as sentiment, ${rank("p")} as rank
    from posts p, q
    where p.workspace_id = ${filter.workspaceId} and p.social_profile_id in (${ids(filter.postAccountIds)})
      ${matching("p", filter)} and p.published_at >= ${filter.start} and p.published_at < ${filter.end}
      ${filter.type ? sql`and p.type = ${filter.type}` : sql``}`;
}

function commentMatches(filter: SearchFilter): SQL {
  return sql`
    select 'comment'::text as kind, c.id, c.social_profile_id as account_id, c.platform, c.post_id, c.text,
      c.username as comment_author, c.published_at, c.like_count as likes, c.is_question, ${unansweredAt(filter.now)} as unanswered,
      c.sentiment, ${rank("c")} as rank
    from comments c, q
    where c.workspace_id = ${filter.workspaceId} and c.social_profile_id in (${ids(filter.commentAccountIds)})
      and c.deleted_at is null ${matching("c", filter)} and c.published_at >= ${filter.start} and c.published_at < ${filter.end}
      ${filter.type ? sql`and exists (select 1 from posts fp where fp.id = c.post_id and fp.type = ${filter.type})` : sql``}
      ${filter.commentAuthor ? sql`and lower(c.username) = ${filter.commentAuthor}` : sql``}
      ${filter.questions ? sql`and c.is_question` : sql``}
      ${filter.unanswered ? sql`and ${unansweredAt(filter.now)}` : sql``}`;
}

// Ties keep the newest first, then the id, so pages never repeat or skip a result.
const orderBy: Record<SearchSort, SQL> = {
  relevance: sql`rank desc, published_at desc, id`,
  date: sql`published_at desc, id`,
  likes: sql`likes desc nulls last, published_at desc, id`,
};

/**
 * One page of the captions and comments that match, ranked as one list (UNION ALL of a common
 * shape), with the number of all matches. Only the page's rows are joined with their posts.
 */
export async function searchPage(db: DbOrTx, filter: SearchFilter, page: { sort: SearchSort; limit: number; offset: number }) {
  const branches = [
    ...(filter.postAccountIds.length > 0 ? [postMatches(filter)] : []),
    ...(filter.commentAccountIds.length > 0 ? [commentMatches(filter)] : []),
  ];
  if (branches.length === 0) return { rows: [] as SearchRow[], total: 0 };
  const result = (await db.execute(sql`
    with q as (select to_tsquery('public.pt_unaccent', ${filter.tsQuery}) as query),
    matches as (${sql.join(branches, sql` union all `)}),
    chosen as (
      select m.*, count(*) over () as total, row_number() over (order by ${orderBy[page.sort]}) as position from matches m
      order by position limit ${page.limit} offset ${page.offset}
    )
    select chosen.kind, chosen.id, chosen.account_id as "accountId", chosen.platform, chosen.post_id as "postId",
      p.permalink as "postPermalink", p.thumbnail_url as "postThumbnailUrl", p.type as "postType", chosen.text,
      chosen.comment_author as "commentAuthor", extract(epoch from chosen.published_at)::float8 * 1000 as "publishedMs",
      chosen.likes, chosen.is_question as "isQuestion", chosen.unanswered, chosen.sentiment, chosen.total
    from chosen join posts p on p.id = chosen.post_id
    order by chosen.position
  `)) as unknown as { rows: RawRow[] };
  const rows = result.rows.map(({ publishedMs, likes, total: _total, ...row }) => ({
    ...row,
    publishedAt: new Date(Math.round(Number(publishedMs))),
    likes: likes === null ? null : Number(likes),
  }));
  // Past the last page the window has no row to count on: the count alone then.
  const total =
    result.rows.length > 0 ? Number(result.rows[0]!.total) : page.offset > 0 ? await countMatches(db, filter, branches) : 0;
  return { rows, total };
}

async function countMatches(db: DbOrTx, filter: SearchFilter, branches: SQL[]) {
  const result = (await db.execute(sql`
    with q as (select to_tsquery('public.pt_unaccent', ${filter.tsQuery}) as query)
    select count(*)::int as total from (${sql.join(branches, sql` union all `)}) m
  `)) as unknown as { rows: { total: number | string }[] };
  return Number(result.rows[0]?.total ?? 0);
}
