import { NetworkCallback } from "~/features/social-accounts/network-callback";
import { networkMessages } from "~/features/social-accounts/network-messages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/tiktok-callback";

export const meta: Route.MetaFunction = () => pageMeta(networkMessages("tiktok").callbackTitle);

export default function Page() {
  return <NetworkCallback platform="tiktok" />;
}
