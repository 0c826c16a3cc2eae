// The accounts' and collections' answers, checked when they come from the network: the API
// modules import this module with the first of them, not with the page (decision 032).

export {
  accountListSchema,
  collectionRunSchema,
  oauthCallbackResultSchema,
  socialAccountSchema,
} from "@core/social/account-responses";
export { urlSchema } from "@core/http/response-formats";
