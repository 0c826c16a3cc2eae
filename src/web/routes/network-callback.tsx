import { PLATFORMS, type Platform } from "@core/social/platform-names";
import { NetworkCallback } from "~/features/social-accounts/network-callback";
import { networkMessages } from "~/features/social-accounts/network-messages";
import { pageMeta } from "~/lib/meta";
import { Link } from "react-router";
import type { Route } from "./+types/network-callback";

// /auth/instagram/callback and /auth/tiktok/callback: one route for every network's login
// (decision 027's checklist); /auth/facebook/callback is its own, more specific route.
const platformOf = (network: string | undefined): Platform | undefined => PLATFORMS.find((platform) => platform === network);

export const meta: Route.MetaFunction = ({ params }) => {
  const platform = platformOf(params.network);
  return platform
    ? pageMeta(networkMessages(platform).callbackTitle)
    : [...pageMeta("Página não encontrada"), { name: "robots", content: "noindex" }];
};

export default function Page({ params }: Route.ComponentProps) {
  const platform = platformOf(params.network);
  if (!platform) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Página não encontrada</h1>
        <Link to="/social-media-setup" className="font-medium text-primary underline underline-offset-4">
          Voltar para as contas conectadas
        </Link>
      </div>
    );
  }
  return <NetworkCallback key={platform} platform={platform} />;
}
