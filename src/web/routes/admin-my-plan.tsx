import { PageIntro } from "~/components/page-intro";
import { MyPlan } from "~/features/billing/my-plan";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/admin-my-plan";

const intro: PageIntroText = { title: "Meu Plano" };

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <MyPlan />
    </PageIntro>
  );
}
