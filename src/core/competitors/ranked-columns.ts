// Zod-free, so that the competitors page can name its columns without loading zod
// (competitor-figures.ts re-exports them beside the schemas; decision 032).

export const rankedColumns = [
  "followers",
  "growth",
  "postsPerWeek",
  "engagementRate",
  "averageLikes",
  "averageComments",
] as const;
export type RankedColumn = (typeof rankedColumns)[number];
