import { describe, expect, it } from "vitest";
import { isUnansweredQuestion, questionStatus, type CommentThread } from "./unanswered";

const askedAt = new Date("2025-03-10T15:00:00.000Z");
const hours = (n: number) => new Date(askedAt.getTime() + n * 60 * 60 * 1000);
const ms = (n: number) => new Date(askedAt.getTime() + n);
const day = 24 * 60 * 60 * 1000;

function thread(text: string, replies: CommentThread["replies"] = [], username = "cliente.ana"): CommentThread {
  return { comment: { id: "c1", text, username, timestamp: askedAt }, replies };
}

describe("questionStatus", () => {
  it.each<[string, CommentThread, Date, ReturnType<typeof questionStatus>]>([
    ["praise is not a question", thread("Amei demais 😍"), hours(48), "not_question"],
    [
      "the account's own comment is not a question for it",
      thread("Qual cor vocês preferem?", [], "@LojaDaAna"),
      hours(48),
      "not_question",
    ],
    [
      "a reply within the hour answers",
      thread("Qual o valor?", [{ username: "lojadaana", timestamp: hours(1) }]),
      hours(48),
      "answered",
    ],
    [
      "a reply at exactly 24 h answers in time",
      thread("Qual o valor?", [{ username: "lojadaana", timestamp: ms(day) }]),
      hours(48),
      "answered",
    ],
    [
      "a reply 1 ms after 24 h is late",
      thread("Qual o valor?", [{ username: "lojadaana", timestamp: ms(day + 1) }]),
      hours(48),
      "answered_late",
    ],
    [
      "the account's username matches whatever its case or @",
      thread("Tem no M?", [{ username: "@LojaDaAna", timestamp: hours(2) }]),
      hours(48),
      "answered",
    ],
    [
      "another person's reply does not answer for the account",
      thread("Tem no M?", [{ username: "outra.cliente", timestamp: hours(1) }]),
      hours(48),
      "unanswered",
    ],
    ["a fresh question waits", thread("Entrega em Niterói"), hours(23), "waiting"],
    ["1 ms before 24 h it still waits", thread("Entrega em Niterói"), ms(day - 1), "waiting"],
    ["at exactly 24 h it is unanswered", thread("Entrega em Niterói"), ms(day), "unanswered"],
    ["a week later it is unanswered", thread("Aceita pix?"), hours(24 * 7), "unanswered"],
    [
      "one timely reply among late ones answers",
      thread("Aceita pix?", [
        { username: "lojadaana", timestamp: hours(30) },
        { username: "lojadaana", timestamp: hours(3) },
      ]),
      hours(48),
      "answered",
    ],
  ])("%s", (_, subject, now, expected) => {
    expect(questionStatus(subject, "LojaDaAna", now)).toBe(expected);
  });
});

describe("isUnansweredQuestion", () => {
  it("is true only for a question 24 h old or more with no reply from the account", () => {
    expect(isUnansweredQuestion(thread("Qual o prazo?"), "lojadaana", hours(24))).toBe(true);
    expect(isUnansweredQuestion(thread("Qual o prazo?"), "lojadaana", hours(12))).toBe(false);
    expect(
      isUnansweredQuestion(thread("Qual o prazo?", [{ username: "lojadaana", timestamp: hours(30) }]), "lojadaana", hours(48)),
    ).toBe(false);
    expect(isUnansweredQuestion(thread("Perfeito!"), "lojadaana", hours(48))).toBe(false);
  });
});
