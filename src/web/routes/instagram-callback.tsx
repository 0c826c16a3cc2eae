import { callbackTitle, InstagramCallback } from "~/features/social-accounts/instagram-callback";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/instagram-callback";

export const meta: Route.MetaFunction = () => pageMeta(callbackTitle);

export default function Page() {
  return <InstagramCallback />;
}
