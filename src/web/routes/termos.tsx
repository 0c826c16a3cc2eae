import { Link } from "react-router";
import { formatBrl } from "@core/format/format-money";
import { dpoEmail } from "@core/legal/policy-terms";
import { listPlans, noFreeTrialText } from "@core/plans/catalogue";
import { type LegalSection, LegalPage } from "~/features/legal/legal-page";
import { policyTexts as t } from "~/features/legal/policy-texts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/termos";

const title = "Termos de Uso";
const description =
  "As regras de uso do Inteligram: planos e pagamento, reembolso, cancelamento, disponibilidade, limites da API e responsabilidades.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/termos" });

const sections: LegalSection[] = [
  {
    id: "aceitacao",
    title: "Aceitação",
    content: (
      <p>
        Ao criar uma conta ou usar o Inteligram, você concorda com estes Termos de Uso e com a{" "}
        <Link to="/privacidade">Política de Privacidade</Link>. Se usar o serviço em nome de uma empresa, você declara ter poderes
        para aceitá-los por ela.
      </p>
    ),
  },
  {
    id: "servico",
    title: "O serviço",
    content: (
      <>
        <p>
          O Inteligram coleta dados de perfis do Instagram e os organiza em painéis, indicadores de engajamento, relatórios,
          alertas, comparações com concorrentes, exportações (PDF e Excel) e uma API.
        </p>
        <p>
          As métricas privadas (como alcance e visualizações) exigem uma conta profissional do Instagram, comercial ou de criador
          de conteúdo, conectada pela API oficial. Perfis informados apenas pelo nome de usuário mostram somente dados públicos.
          Os dados dependem do que o Instagram disponibiliza e podem mudar quando a Meta altera suas regras.
        </p>
      </>
    ),
  },
  {
    id: "conta",
    title: "Sua conta",
    content: (
      <ul>
        <li>Você precisa ter 18 anos ou mais e informar dados verdadeiros e atualizados.</li>
        <li>A senha é pessoal: você é responsável pelo que for feito com a sua conta.</li>
        <li>Cada plano permite um número de usuários da equipe, indicado em Nossos Planos.</li>
      </ul>
    ),
  },
  {
    id: "planos-pagamento",
    title: "Planos, preços e pagamento",
    content: (
      <>
        <p>Os planos são mensais, cobrados em reais, de forma recorrente, no cartão de crédito:</p>
        <ul>
          {listPlans().map((plan) => (
            <li key={plan.id}>
              {plan.name}: {formatBrl(plan.monthlyPriceCentavos)} por mês.
            </li>
          ))}
        </ul>
        <p>
          Os limites de cada plano estão em <Link to="/plans">Nossos Planos</Link>. {noFreeTrialText} O pagamento é processado
          pela Stripe. Mudanças de preço são avisadas com {t.changeNotice} de antecedência e valem a partir da cobrança seguinte.
        </p>
      </>
    ),
  },
  {
    id: "reembolso",
    title: "Direito de arrependimento e reembolso",
    content: (
      <p>
        Você pode desistir da assinatura em até {t.refundWindow} após o primeiro pagamento e receber o reembolso integral (Código
        de Defesa do Consumidor, art. 49). Basta pedir pela página <Link to="/contato">Contato</Link> ou pelo e-mail
        contato@inteligram.com.br.
      </p>
    ),
  },
  {
    id: "cancelamento",
    title: "Cancelamento",
    content: (
      <p>
        Você pode cancelar a qualquer momento em “Meu Plano”, sem multa. O acesso continua até o fim do período já pago e não há
        novas cobranças.
      </p>
    ),
  },
  {
    id: "inadimplencia",
    title: "Pagamento em atraso",
    content: (
      <p>
        Se uma cobrança falhar, avisamos por e-mail para você atualizar a forma de pagamento. Com {t.suspensionAfterOverdue} de
        atraso, o acesso é suspenso; com {t.deletionAfterOverdue} de atraso, a assinatura é encerrada e os dados da conta são
        excluídos, exceto os que a lei nos obriga a guardar.
      </p>
    ),
  },
  {
    id: "disponibilidade",
    title: "Disponibilidade",
    content: (
      <p>
        Nossa meta é manter a plataforma disponível {t.uptime} do tempo em cada mês. Manutenções programadas são avisadas com
        antecedência e não contam para essa meta, assim como falhas de serviços de terceiros fora do nosso controle, como
        indisponibilidades da API do Instagram.
      </p>
    ),
  },
  {
    id: "api",
    title: "Uso da API",
    content: (
      <p>
        A API pode ser usada por contas com assinatura ativa, até {t.apiLimit} por conta. Acima disso, as requisições são
        recusadas até a hora seguinte. A documentação está em <Link to="/api-docs">Documentação da API</Link>.
      </p>
    ),
  },
  {
    id: "uso-aceitavel",
    title: "Uso aceitável",
    content: (
      <>
        <p>Não é permitido:</p>
        <ul>
          <li>usar o Inteligram para assediar, perseguir ou discriminar pessoas;</li>
          <li>violar os termos do Instagram ou os direitos de terceiros;</li>
          <li>tentar acessar dados de outras contas, contornar limites do plano ou da API, ou sobrecarregar a plataforma;</li>
          <li>copiar, revender ou fazer engenharia reversa do serviço.</li>
        </ul>
        <p>Podemos suspender contas que descumpram estas regras, avisando o motivo sempre que possível.</p>
      </>
    ),
  },
  {
    id: "dados",
    title: "Seus dados e nossa propriedade intelectual",
    content: (
      <p>
        Os dados das suas contas continuam seus; você nos autoriza a tratá-los apenas para prestar o serviço, como descreve a{" "}
        <Link to="/privacidade">Política de Privacidade</Link>. A marca, o software, os textos e os indicadores do Inteligram são
        nossos e não podem ser usados fora da plataforma sem autorização.
      </p>
    ),
  },
  {
    id: "responsabilidade",
    title: "Responsabilidades",
    content: (
      <p>
        Os indicadores, insights e recomendações do Inteligram ajudam a decidir, mas não garantem resultados de alcance,
        engajamento ou vendas. Respondemos pelos danos causados pelo serviço nos termos da lei, inclusive do Código de Defesa do
        Consumidor quando ele se aplicar.
      </p>
    ),
  },
  {
    id: "alteracoes",
    title: "Alterações destes termos",
    content: (
      <p>
        Se mudarmos estes termos de forma relevante, avisaremos por e-mail e no site com {t.changeNotice} de antecedência. Se você
        não concordar, pode cancelar a assinatura antes de a mudança entrar em vigor.
      </p>
    ),
  },
  {
    id: "lei-foro",
    title: "Lei aplicável e contato",
    content: (
      <p>
        Estes termos seguem as leis do Brasil. Quando você for consumidor, vale o foro do seu domicílio. Dúvidas:{" "}
        <Link to="/contato">Contato</Link>; dados pessoais: <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>.
      </p>
    ),
  },
];

export default function Page() {
  return (
    <LegalPage
      title={title}
      intro={
        <p className="mt-0!">
          Estes termos regem o uso do Inteligram, plataforma de análise de Instagram e TikTok para marcas, criadores e equipes de
          marketing.
        </p>
      }
      sections={sections}
    />
  );
}
