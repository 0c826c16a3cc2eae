import { AuthScreen, authScreenTitle } from "~/features/auth/auth-screen";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta(authScreenTitle("login"));

export default function Login() {
  return <AuthScreen mode="login" />;
}
