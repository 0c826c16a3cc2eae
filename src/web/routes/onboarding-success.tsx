import { PaymentSuccess } from "~/features/onboarding/payment-success";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/onboarding-success";

export const meta: Route.MetaFunction = () => pageMeta("Pagamento");

export default function Page() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <PaymentSuccess />
    </div>
  );
}
