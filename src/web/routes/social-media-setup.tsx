import { SocialMediaSetup } from "~/features/social-accounts/social-media-setup";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/social-media-setup";

export const meta: Route.MetaFunction = () => pageMeta("Conectar Seu Instagram");

export default function Page() {
  return <SocialMediaSetup />;
}
