import { PLATFORMS } from "@core/social/platforms";
import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

const figure = z.number().nullable();

/**
 * analytics.story-insights's message, apart from its handler (stories.jobs.ts) so the webhook's
 * route sends it without importing it: the story notices of one verified notification.
 */
export const storyInsightsMessage = defineJobMessage({
  name: "analytics.story-insights",
  payload: z.object({
    platform: z.enum(PLATFORMS),
    notices: z.array(
      z.object({
        accountId: z.string(),
        mediaId: z.string(),
        sentAt: z.iso.datetime(),
        reach: figure,
        views: figure,
        replies: figure,
        tapsForward: figure,
        tapsBack: figure,
        exits: figure,
      }),
    ),
  }),
});
