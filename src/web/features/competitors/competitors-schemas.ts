// The competitors' and the Facebook connection's answers, checked when they come from the
// network: competitors-api.ts imports this module with the first of them, not with the page
// (decision 032).

export { addCompetitorResultSchema, comparisonSchema, competitorListSchema } from "@core/competitors/competitor-figures";
export { okSchema, urlSchema } from "@core/http/response-formats";
export { type FacebookConnection, facebookConnectionSchema } from "@core/social/facebook-connection";
