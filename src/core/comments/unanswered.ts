import { isQuestion } from "./is-question";

/** Hours the account has to answer a question (docs/product/features.md "Comments and search"). */
export const ANSWER_WINDOW_HOURS = 24;
const answerWindowMs = ANSWER_WINDOW_HOURS * 60 * 60 * 1000;

/** A top-level comment and the replies under it, as collected. */
export type CommentThread = {
  comment: { id: string; text: string; username: string; timestamp: Date };
  replies: readonly { username: string; timestamp: Date }[];
};

/**
 * Where a comment stands as a question: `not_question` (it asks nothing, or the account wrote it),
 * `answered` (the account replied within 24 h), `answered_late` (the account replied, after 24 h),
 * `waiting` (no reply yet, asked less than 24 h ago) or `unanswered` (no reply, 24 h or more).
 */
export type QuestionStatus = "not_question" | "answered" | "answered_late" | "waiting" | "unanswered";

/**
 * Classifies a thread for the account `accountUsername` at the instant `now`. A question gets 24
 * hours before it counts as unanswered, so a fresh one is not flagged while the account can
 * still answer in time. A late reply takes a question off the unanswered list (it is `answered_late`):
 * the list is what still needs an answer. Usernames compare case-insensitively, without "@".
 */
export function questionStatus(thread: CommentThread, accountUsername: string, now: Date): QuestionStatus {
  const account = normalizeUsername(accountUsername);
  const { comment } = thread;
  if (normalizeUsername(comment.username) === account || !isQuestion(comment.text)) return "not_question";
  const askedAt = comment.timestamp.getTime();
  const replies = thread.replies.filter((reply) => normalizeUsername(reply.username) === account);
  if (replies.some((reply) => reply.timestamp.getTime() - askedAt <= answerWindowMs)) return "answered";
  if (replies.length > 0) return "answered_late";
  return now.getTime() - askedAt >= answerWindowMs ? "unanswered" : "waiting";
}

/** A question the account has not replied to, asked 24 hours or more before `now` ("sem resposta"). */
export function isUnansweredQuestion(thread: CommentThread, accountUsername: string, now: Date): boolean {
  return questionStatus(thread, accountUsername, now) === "unanswered";
}

function normalizeUsername(username: string): string {
  return username.trim().replace(/^@/, "").toLowerCase();
}
