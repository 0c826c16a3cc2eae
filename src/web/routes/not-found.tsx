import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [...pageMeta("Página não encontrada"), { name: "robots", content: "noindex" }];

// docs/product/screens.md: the `*` route. A normal page, not a router error.
export default function NotFound() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Oops! Page not found</h1>
      <Button asChild>
        <Link to="/">Voltar ao início</Link>
      </Button>
    </div>
  );
}
