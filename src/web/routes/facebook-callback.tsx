import { FacebookCallback, facebookCallbackTitle } from "~/features/competitors/facebook-callback";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/facebook-callback";

export const meta: Route.MetaFunction = () => pageMeta(facebookCallbackTitle);

export default function Page() {
  return <FacebookCallback />;
}
