// The team's answers, checked when they come from the network: team-api.ts imports this module
// with the first of them, not with the page (decision 032).

export { invitationAcceptedSchema, invitationPreviewSchema, teamInvitationSchema, teamSchema } from "@core/team/team-responses";
export { okSchema } from "@core/http/response-formats";
