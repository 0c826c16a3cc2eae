import type { CommentActions } from "../network.port";

/*
 * The demo source's answers (docs/decisions/048-replies.md): it keeps every reply and hiding it
 * is given, in this process, and sends nothing anywhere, so the inbox works without keys. A
 * reply's id is stable per comment and count, like a network's.
 */

export type DemoCommentActions = CommentActions & {
  /** What was replied to a comment, oldest first (tests and the sandbox read it). */
  repliesTo(commentId: string): readonly { id: string; message: string; at: Date }[];
  isHidden(commentId: string): boolean;
};

export function createDemoCommentActions(): DemoCommentActions {
  const replies = new Map<string, { id: string; message: string; at: Date }[]>();
  const hidden = new Set<string>();
  return {
    async reply({ commentId, message, now }) {
      const list = replies.get(commentId) ?? [];
      const reply = { id: `demo_reply_${commentId}_${list.length + 1}`, message, at: now };
      replies.set(commentId, [...list, reply]);
      return { id: reply.id };
    },
    async hide({ commentId, hidden: hide }) {
      if (hide) hidden.add(commentId);
      else hidden.delete(commentId);
    },
    repliesTo: (commentId) => replies.get(commentId) ?? [],
    isHidden: (commentId) => hidden.has(commentId),
  };
}
