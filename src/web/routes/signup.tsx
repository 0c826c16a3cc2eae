import { AuthScreen, authScreenTitle } from "~/features/auth/auth-screen";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => pageMeta(authScreenTitle("signup"));

export default function Signup() {
  return <AuthScreen mode="signup" />;
}
