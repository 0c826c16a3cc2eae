import { describe, expect, it } from "vitest";
import { cleanCommentText, MAX_COMMENT_LENGTH, toCollectedComment, toIsoInstant } from "./collected-comments";

const raw = {
  id: "17873440459141021",
  parentId: null,
  username: "ana.souza",
  text: "Amei! 😍",
  likeCount: 3,
  timestamp: "2026-03-09T21:14:05+0000",
};

describe("cleanCommentText", () => {
  it("keeps emoji, accents and line breaks", () => {
    expect(cleanCommentText("Amei! 😍❤️\nQual o preço? 👩🏽‍🦱")).toBe("Amei! 😍❤️\nQual o preço? 👩🏽‍🦱");
  });

  it("drops NUL and other control characters, and turns CR LF and tabs into plain text", () => {
    expect(cleanCommentText("Oi\u0000 tudo\u0007 bem?\r\nTem\tno G?\u001b\u007f\u0085")).toBe("Oi tudo bem?\nTem no G?");
  });

  it("replaces a lone surrogate, which UTF-8 cannot hold", () => {
    expect(cleanCommentText("quebrado \ud83d fim")).toBe("quebrado \ufffd fim");
  });

  it("trims the edges but not the line breaks inside", () => {
    expect(cleanCommentText("  \n linha 1\n\nlinha 2 \n ")).toBe("linha 1\n\nlinha 2");
  });

  it("cuts at 2,200 characters without splitting an emoji", () => {
    const long = `${"a".repeat(MAX_COMMENT_LENGTH - 1)}😍😍😍`;
    const cut = cleanCommentText(long);
    expect(Array.from(cut)).toHaveLength(MAX_COMMENT_LENGTH);
    expect(cut.endsWith("a😍")).toBe(true);
    expect(cleanCommentText("b".repeat(MAX_COMMENT_LENGTH))).toHaveLength(MAX_COMMENT_LENGTH);
  });
});

describe("toIsoInstant", () => {
  it("reads Graph's +0000 offsets and ISO strings", () => {
    expect(toIsoInstant("2026-03-09T21:14:05+0000")).toBe("2026-03-09T21:14:05.000Z");
    expect(toIsoInstant("2026-03-09T18:14:05-0300")).toBe("2026-03-09T21:14:05.000Z");
    expect(toIsoInstant("2026-03-09T21:14:05.000Z")).toBe("2026-03-09T21:14:05.000Z");
  });

  it("gives nothing for what is not a time", () => {
    expect(toIsoInstant("ontem")).toBeUndefined();
    expect(toIsoInstant("")).toBeUndefined();
    expect(toIsoInstant(null)).toBeUndefined();
  });
});

describe("toCollectedComment", () => {
  it("maps a comment to the port's shape", () => {
    expect(toCollectedComment(raw)).toEqual({
      id: "17873440459141021",
      parentId: null,
      username: "ana.souza",
      text: "Amei! 😍",
      likeCount: 3,
      timestamp: "2026-03-09T21:14:05.000Z",
    });
  });

  it("keeps a reply's parent, a numeric id as text and a username without @", () => {
    expect(toCollectedComment({ ...raw, id: 42, parentId: "17", username: " @loja.bella " })).toMatchObject({
      id: "42",
      parentId: "17",
      username: "loja.bella",
    });
  });

  it("makes a like count that is not a count unknown", () => {
    expect(toCollectedComment({ ...raw, likeCount: -1 })?.likeCount).toBeNull();
    expect(toCollectedComment({ ...raw, likeCount: 2.5 })?.likeCount).toBeNull();
    expect(toCollectedComment({ ...raw, likeCount: undefined })?.likeCount).toBeNull();
  });

  it("keeps a comment without text (a sticker) as empty text", () => {
    expect(toCollectedComment({ ...raw, text: null })?.text).toBe("");
  });

  it.each([
    ["no id", { ...raw, id: null }],
    ["an empty id", { ...raw, id: " " }],
    ["no author", { ...raw, username: undefined }],
    ["an author with spaces", { ...raw, username: "ana souza" }],
    ["an author with a NUL", { ...raw, username: "ana\u0000" }],
    ["no time", { ...raw, timestamp: null }],
    ["an unreadable time", { ...raw, timestamp: "há 2 horas" }],
  ])("leaves out a comment with %s", (_name, comment) => {
    expect(toCollectedComment(comment)).toBeUndefined();
  });
});
