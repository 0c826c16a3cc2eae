import { PageIntro } from "~/components/page-intro";
import { Card, CardContent } from "~/components/ui/card";
import { ChangePasswordForm } from "~/features/auth/change-password-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-change-password";

const title = "Trocar Senha";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return (
    <PageIntro
      title={title}
      description="Confirme sua senha atual e escolha uma nova. As outras sessões abertas com a sua conta serão encerradas."
    >
      <Card className="mt-8 max-w-md">
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </PageIntro>
  );
}
