import { NetworkCallback } from "~/features/social-accounts/network-callback";
import { networkMessages } from "~/features/social-accounts/network-messages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/instagram-callback";

export const meta: Route.MetaFunction = () => pageMeta(networkMessages("instagram").callbackTitle);

export default function Page() {
  return <NetworkCallback platform="instagram" />;
}
