import { describe, expect, it } from "vitest";
import { fillReplyTemplate, REPLY_MAX_LENGTH, replyTextMessages, replyTextSchema } from "./reply-text";

describe("replyTextSchema", () => {
  it("keeps a reply, trimmed", () => {
    expect(replyTextSchema.parse("  Oi, tudo bem?  ")).toBe("Oi, tudo bem?");
  });
  it.each(["", "   ", "\n\t"])("refuses %j as empty", (text) => {
    expect(replyTextSchema.safeParse(text).error?.issues[0]?.message).toBe(replyTextMessages.empty);
  });
  it("takes exactly 2.200 characters and refuses one more", () => {
    expect(replyTextSchema.safeParse("a".repeat(REPLY_MAX_LENGTH)).success).toBe(true);
    expect(replyTextSchema.safeParse("a".repeat(REPLY_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(replyTextMessages.tooLong);
  });
  it("counts an emoji as one character, like the network", () => {
    expect(replyTextSchema.safeParse("😀".repeat(REPLY_MAX_LENGTH)).success).toBe(true);
  });
  it("says the limit in pt-BR", () => {
    expect(replyTextMessages.tooLong).toBe("A resposta passa do limite do Instagram: 2.200 caracteres.");
  });
});

describe("fillReplyTemplate", () => {
  it("puts the commenter's @ in every {nome}", () => {
    expect(fillReplyTemplate("Oi {nome}! Obrigada, {NOME}.", "ana.lima")).toBe("Oi @ana.lima! Obrigada, @ana.lima.");
  });
  it("adds the @ once", () => {
    expect(fillReplyTemplate("Oi {nome}", "@bia")).toBe("Oi @bia");
  });
});
