import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta("Dashboard");

export default function Page() {
  return <DashboardPage />;
}
