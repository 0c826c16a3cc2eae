// The clients' answers, checked when they come from the network: clients-api.ts imports this
// module with the first of them, not with the page (decision 032).

export {
  clientDetailSchema,
  clientListSchema,
  clientSchema,
  clientSendResultSchema,
  createdLinkSchema,
} from "@core/clients/client-responses";
export { okSchema } from "@core/http/response-formats";
