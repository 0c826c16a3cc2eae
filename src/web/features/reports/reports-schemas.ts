// The reports' answers, checked when they come from the network: reports-api.ts imports this
// module with the first of them, not with the page (decision 032).

export { reportListSchema, reportSchema, reportSendResultSchema, reportSettingsSchema } from "@core/reports/report-responses";
export { okSchema } from "@core/http/response-formats";
