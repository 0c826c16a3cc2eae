// The competitors' answers, checked when they come from the network: competitors-api.ts imports
// this module with the first of them, not with the page (decision 032).

export { addCompetitorResultSchema, comparisonSchema } from "@core/competitors/competitor-figures";
export { okSchema } from "@core/http/response-formats";
