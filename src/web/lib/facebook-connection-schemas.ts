// The Facebook connection's answers, checked when they come from the network: facebook-connection.ts
// imports this module with the first of them, not with the page (decision 032).

export { okSchema, urlSchema } from "@core/http/response-formats";
export { facebookConnectionSchema } from "@core/social/facebook-connection";
