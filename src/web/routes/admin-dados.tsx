import { PageIntro } from "~/components/page-intro";
import { MyDataPage } from "~/features/lifecycle/my-data-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/admin-dados";

const intro: PageIntroText = {
  title: "Meus dados",
  description: "Seus direitos pela LGPD: uma cópia dos seus dados, seus consentimentos e a exclusão da conta.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <MyDataPage />
    </PageIntro>
  );
}
