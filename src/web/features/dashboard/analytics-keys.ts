// The period queries' key prefix, apart from their fetchers (and the response schemas they
// parse with): the dashboard's first load needs the key, not the period section's code.
export const analyticsQueryKey = ["analytics"] as const;
