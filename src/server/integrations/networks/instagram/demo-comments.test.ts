import { isQuestion } from "@core/comments/is-question";
import { questionStatus, type QuestionStatus } from "@core/comments/unanswered";
import { describe, expect, it } from "vitest";
import type { CollectedComment, CollectedPostComments, CollectedProfile } from "../network.port";
import { createDemoProfile, createDemoSource } from "./demo";
import { MAX_DEMO_COMMENTS_PER_POST } from "./demo-comments";

const now = new Date("2026-03-10T15:00:00.000Z");
const hourMs = 3_600_000;
const typicalUsernames = [
  "natgeo",
  "cafe.aurora",
  "cafe_da_julia",
  "marcos.fit",
  "loja.bella_moda",
  "estudio.rafa",
  "beleza.da.lu",
  "mkt.digital",
];

const all = (comments: CollectedPostComments[] = []) => comments.flatMap((post) => post.comments);

function statusesOf(collected: CollectedProfile, at: Date) {
  const statuses: { comment: CollectedComment; status: QuestionStatus }[] = [];
  for (const post of collected.comments ?? []) {
    for (const comment of post.comments.filter((item) => item.parentId === null)) {
      const replies = post.comments
        .filter((item) => item.parentId === comment.id)
        .map((reply) => ({ username: reply.username, timestamp: new Date(reply.timestamp) }));
      const thread = { comment: { ...comment, timestamp: new Date(comment.timestamp) }, replies };
      statuses.push({ comment, status: questionStatus(thread, collected.profile.username, at) });
    }
  }
  return statuses;
}

describe("demo comments", () => {
  it("come only when comments are asked for, and never with the look back in time", async () => {
    expect(createDemoProfile({ username: "natgeo", postsLimit: 30, now }).comments).toBeUndefined();
    expect(createDemoProfile({ username: "natgeo", postsLimit: 30, commentsLimit: 0, now }).comments).toBeUndefined();
    const history = await createDemoSource().fetchHistory!({
      username: "natgeo",
      postsLimit: 30,
      at: [now, new Date(now.getTime() - 86_400_000)],
    });
    expect(history.every((collected) => collected.comments === undefined)).toBe(true);
    expect(
      all(createDemoProfile({ username: "natgeo", postsLimit: 30, commentsLimit: 50, now }).comments).length,
    ).toBeGreaterThan(0);
  });

  it("are the same for the same username, posts and instant", async () => {
    const first = await createDemoSource().fetchProfile({ username: "loja.bella_moda", postsLimit: 30, commentsLimit: 100, now });
    const again = await createDemoSource().fetchProfile({ username: "loja.bella_moda", postsLimit: 30, commentsLimit: 100, now });
    expect(again.comments).toEqual(first.comments);
    const other = createDemoProfile({ username: "loja.bella_moda2", postsLimit: 30, commentsLimit: 100, now });
    expect(all(other.comments).map((comment) => comment.id)).not.toEqual(all(first.comments).map((comment) => comment.id));
  });

  it("keep every comment as it was when collected again later, adding the new ones", () => {
    const before = createDemoProfile({ username: "cafe.aurora", postsLimit: 30, commentsLimit: 5_000, now });
    const later = createDemoProfile({
      username: "cafe.aurora",
      postsLimit: 30,
      commentsLimit: 5_000,
      now: new Date(now.getTime() + 6 * hourMs),
    });
    const laterById = new Map(all(later.comments).map((comment) => [comment.id, comment]));
    // A post that left the newest 30 meanwhile is not read again.
    const stillRead = new Set(later.comments!.map((post) => post.mediaId));
    const kept = all(before.comments!.filter((post) => stillRead.has(post.mediaId)));
    expect(kept.length).toBeGreaterThan(20);
    for (const comment of kept) expect(laterById.get(comment.id)).toEqual(comment);
    expect(laterById.size).toBeGreaterThan(kept.length);
  });

  it.each([1, 7, 50, 100, 500])("read at most %i comments, replies included, newest posts first", (commentsLimit) => {
    for (const username of typicalUsernames) {
      const { profile, comments = [] } = createDemoProfile({ username, postsLimit: 30, commentsLimit, now });
      expect(all(comments).length).toBeLessThanOrEqual(commentsLimit);
      // The posts read are the newest ones, in the profile's order (newest first).
      const postIds = profile.latestPosts.map((post) => post.id);
      expect(comments.map((post) => post.mediaId)).toEqual(postIds.slice(0, comments.length));
      for (const post of comments) expect(new Set(post.comments.map((comment) => comment.id)).size).toBe(post.comments.length);
    }
  });

  it("say a post's list is complete only when every comment written on it by now was read", () => {
    for (const username of typicalUsernames) {
      const everything = createDemoProfile({ username, postsLimit: 30, commentsLimit: 5_000, now }).comments ?? [];
      expect(everything.every((post) => post.complete)).toBe(true);
      const full = new Map(everything.map((post) => [post.mediaId, post.comments]));
      for (const post of createDemoProfile({ username, postsLimit: 30, commentsLimit: 50, now }).comments ?? []) {
        const written = full.get(post.mediaId) ?? [];
        expect(post.comments).toEqual(written.slice(0, post.comments.length));
        expect(post.complete).toBe(post.comments.length === written.length);
      }
    }
  });

  it("give a post about as many comments as its count, at most 40, all after the post and none after now", () => {
    for (const username of typicalUsernames) {
      const { profile, comments = [] } = createDemoProfile({ username, postsLimit: 30, commentsLimit: 5_000, now });
      for (const post of comments) {
        const published = profile.latestPosts.find((candidate) => candidate.id === post.mediaId)!;
        expect(post.comments.length).toBeLessThanOrEqual(MAX_DEMO_COMMENTS_PER_POST);
        // Three days on, a post has all its comments: its count, capped (one more where it opens with the delivery question).
        if (now.getTime() - Date.parse(published.timestamp) > 72 * hourMs) {
          expect(
            Math.abs(post.comments.length - Math.min(published.commentsCount, MAX_DEMO_COMMENTS_PER_POST)),
          ).toBeLessThanOrEqual(1);
        }
        const byId = new Map(post.comments.map((comment) => [comment.id, comment]));
        for (const comment of post.comments) {
          expect(Date.parse(comment.timestamp)).toBeGreaterThan(Date.parse(published.timestamp));
          expect(Date.parse(comment.timestamp)).toBeLessThanOrEqual(now.getTime());
          if (comment.parentId !== null) {
            const parent = byId.get(comment.parentId);
            expect(parent?.parentId).toBeNull();
            expect(Date.parse(comment.timestamp)).toBeGreaterThan(Date.parse(parent!.timestamp));
          }
        }
      }
    }
  });

  it("are written by plausible handles, and answered by the account itself", () => {
    for (const username of typicalUsernames) {
      const comments = all(createDemoProfile({ username, postsLimit: 30, commentsLimit: 500, now }).comments);
      for (const comment of comments) {
        expect(comment.username).toMatch(/^[a-z0-9._]{1,30}$/);
        expect(comment.id).toMatch(/^17\d{16}$/);
        if (comment.parentId === null) expect(comment.username).not.toBe(username);
        expect(comment.text).not.toMatch(/(?!\n)\p{Cc}/u);
        expect(comment.likeCount).toBeGreaterThanOrEqual(0);
      }
      expect(comments.some((comment) => comment.parentId !== null && comment.username === username)).toBe(true);
    }
  });

  it("mix praise, questions, complaints, mentions, emoji and a little spam, in Portuguese", () => {
    const texts = typicalUsernames.flatMap((username) =>
      all(createDemoProfile({ username, postsLimit: 30, commentsLimit: 500, now }).comments).map((comment) => comment.text),
    );
    const share = (test: (text: string) => boolean) => texts.filter(test).length / texts.length;
    expect(share((text) => /amei|lindo|perfeito|maravilhoso|arrasaram|demais/i.test(text))).toBeGreaterThan(0.05);
    expect(share(isQuestion)).toBeGreaterThan(0.2);
    expect(share(isQuestion)).toBeLessThan(0.6);
    expect(share((text) => /valor|custa|preço/i.test(text))).toBeGreaterThan(0.02);
    expect(share((text) => /entrega|frete/i.test(text))).toBeGreaterThan(0.02);
    expect(share((text) => /pix|parcel|cartão|boleto/i.test(text))).toBeGreaterThan(0.01);
    expect(share((text) => /não chegou|defeito|decepcionada|péssimo|nada até agora|ninguém/i.test(text))).toBeGreaterThan(0.01);
    expect(share((text) => /^@[a-z0-9._]+ /.test(text))).toBeGreaterThan(0.03);
    expect(share((text) => !/[\p{L}\p{N}]/u.test(text))).toBeGreaterThan(0.03);
    const spam = share(
      (text) => /seguidores grátis|link na bio|chama n[oa] (direct|dm)/i.test(text) && !/^(Oi|Temos|Nova)/.test(text),
    );
    expect(spam).toBeGreaterThan(0);
    expect(spam).toBeLessThan(0.08);
    expect(texts.some((text) => text.includes("Tem no tamanho G?") || text.includes("tem no tamanho G?"))).toBe(true);
  });

  it("leave some questions without an answer and answer others, a few more than a day later", () => {
    for (const username of typicalUsernames) {
      const collected = createDemoProfile({ username, postsLimit: 30, commentsLimit: 500, now });
      const statuses = statusesOf(collected, now).map(({ status }) => status);
      expect(statuses).toContain("unanswered");
      expect(statuses).toContain("answered");
    }
    const late = typicalUsernames.flatMap((username) =>
      statusesOf(createDemoProfile({ username, postsLimit: 30, commentsLimit: 500, now }), now),
    );
    expect(late.some(({ status }) => status === "answered_late")).toBe(true);
  });

  it("always hold a delivery question unanswered for more than 24 hours within Start's 50 comments", () => {
    const usernames = [...typicalUsernames, ...Array.from({ length: 30 }, (_, i) => `perfil_${i * 7}`)];
    for (const username of usernames) {
      for (const hoursLater of [0, 31, 77]) {
        const at = new Date(now.getTime() + hoursLater * hourMs + username.length * 611_000);
        const collected = createDemoProfile({ username, postsLimit: 30, commentsLimit: 50, now: at });
        const found = statusesOf(collected, at).some(
          ({ comment, status }) => status === "unanswered" && /entrega/i.test(comment.text),
        );
        expect(found, `${username} at ${at.toISOString()}`).toBe(true);
      }
    }
  });
});
