import { createRandom } from "./demo-random";

/*
 * How a demo account responds to a recommendation it was told it followed
 * (docs/decisions/050-recommendation-outcomes.md). Like the rest of the demo source (demo.ts),
 * everything is drawn from the username and the rule, so the same account always responds the
 * same way: most accounts make the change, a few don't; of those that do, the posts that follow
 * it (about 60%) mostly gain a modest 10-30% in interactions, sometimes nothing.
 */

export type DemoAdviceResponse = {
  /** Whether the account makes the change the recommendation asks for. */
  follows: boolean;
  /** The factor the interactions of a post that follows it are multiplied by (1 = no effect). */
  factor: number;
};

export function demoAdviceResponse(username: string, ruleId: string): DemoAdviceResponse {
  const random = createRandom(`${username}|advice|${ruleId}`);
  const follows = random.chance(0.8);
  if (!follows) return { follows, factor: 1 };
  const helps = random.chance(0.7);
  return { follows, factor: helps ? 1 + random.between(0.1, 0.3) : 1 + random.between(-0.03, 0.03) };
}

/**
 * What changes on one post published after "done", when the account follows: the share of posts
 * the change touches is about 60%, drawn per post.
 */
export function demoPostFollows(username: string, ruleId: string, mediaId: string): boolean {
  return createRandom(`${username}|advice|${ruleId}|${mediaId}`).chance(0.6);
}
