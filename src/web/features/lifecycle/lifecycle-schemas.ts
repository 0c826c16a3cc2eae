// The account's standing, consents, exports and deletion answers, checked when they come from
// the network: lifecycle-api.ts imports this module with the first of them, not with the page
// (decision 032).

export { consentsSchema, dataExportSchema, deletionPreviewSchema, standingSchema } from "@core/lifecycle/lifecycle-responses";
export { okSchema, urlSchema } from "@core/http/response-formats";
