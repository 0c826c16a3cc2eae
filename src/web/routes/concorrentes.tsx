import { CompetitorsPage } from "~/features/competitors/competitors-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/concorrentes";

export const meta: Route.MetaFunction = () => pageMeta("Concorrentes");

export default function Page() {
  return <CompetitorsPage />;
}
