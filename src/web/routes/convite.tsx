import { PageIntro } from "~/components/page-intro";
import { InvitationPage } from "~/features/team/invitation-page";
import { invitationMessages } from "~/features/team/team-messages";
import { parseInvitationToken } from "~/lib/auth-redirects";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/convite";

export const meta: Route.MetaFunction = () => pageMeta(invitationMessages.title);

export default function Page({ params }: Route.ComponentProps) {
  return (
    <PageIntro title={invitationMessages.title}>
      <InvitationPage token={parseInvitationToken(params.token)} />
    </PageIntro>
  );
}
