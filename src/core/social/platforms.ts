import { z } from "zod";
import { PLATFORMS } from "./platform-names";

export {
  PLATFORMS,
  hasSeveralNetworks,
  lacksPostsScope,
  platformLabels,
  postsNotAuthorizedMessages,
  postsScopes,
  type Platform,
} from "./platform-names";

export const platformSchema = z.enum(PLATFORMS, { error: "Rede social desconhecida." });
