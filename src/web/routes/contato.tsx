import { Mail, ShieldCheck } from "lucide-react";
import { dpoEmail } from "@core/legal/policy-terms";
import { PageIntro } from "~/components/page-intro";
import { ContactForm } from "~/features/contact/contact-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contato";

const title = "Fale Conosco";
const description = "Tem dúvidas sobre planos, suporte ou parcerias? Envie uma mensagem para a nossa equipe.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/contato" });

export default function Page() {
  return (
    <PageIntro title={title} description={description}>
      <div className="mt-12 grid gap-12 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside aria-labelledby="outros-canais" className="space-y-6">
          <h2 id="outros-canais" className="text-xl font-semibold">
            Outros canais
          </h2>
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-medium">Atendimento</h3>
              <p className="text-sm text-muted-foreground">
                Escreva para{" "}
                <a className="font-medium text-primary underline underline-offset-4" href="mailto:contato@inteligram.com.br">
                  contato@inteligram.com.br
                </a>
                . Respondemos em até 1 dia útil, de segunda a sexta.
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-medium">Privacidade e dados pessoais</h3>
              <p className="text-sm text-muted-foreground">
                Pedidos sobre os seus dados (LGPD) vão direto ao nosso encarregado:{" "}
                <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${dpoEmail}`}>
                  {dpoEmail}
                </a>
                .
              </p>
            </div>
          </div>
        </aside>
      </div>
    </PageIntro>
  );
}
