import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Prose } from "~/components/prose";
import { policyTexts } from "~/features/legal/policy-texts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sobre";

const title = "Sobre o Inteligram";
const description =
  "O Inteligram transforma os dados do seu Instagram em decisões: métricas claras, indicadores avançados e relatórios para marcas, criadores e equipes de marketing.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/sobre" });

const values = [
  {
    title: "Clareza antes de volume",
    text: "Cada indicador vem com a explicação de como é calculado. Preferimos poucos números que você entende a dezenas que ninguém usa.",
  },
  {
    title: "Dados tratados com respeito",
    text: "Usamos a API oficial do Instagram para as contas conectadas, coletamos apenas dados públicos de outros perfis e seguimos a LGPD.",
  },
  {
    title: "Feito no Brasil, em português",
    text: "Preços em reais, datas no nosso formato, suporte em português e exemplos do mercado brasileiro.",
  },
  {
    title: "Sem letras miúdas",
    text: `Planos mensais sem fidelidade, cancelamento em poucos cliques e reembolso integral em até ${policyTexts.refundWindow} após o primeiro pagamento.`,
  },
];

export default function Page() {
  return (
    <PageIntro title={title} description={description}>
      <Prose className="mt-10">
        <h2>Por que o Inteligram existe</h2>
        <p>
          O Instagram é a vitrine de milhares de marcas, criadores e pequenos negócios brasileiros. Ainda assim, muita gente
          decide o que publicar no achismo: os números estão espalhados pelo aplicativo, mudam de nome a cada atualização e
          raramente dizem o que fazer em seguida.
        </p>
        <p>
          O Inteligram junta esses dados em um só lugar e os traduz em respostas práticas: qual formato engaja mais o seu público,
          em que horário suas publicações rendem melhor, se o perfil está crescendo e como você está em relação aos concorrentes.
        </p>

        <h2>O que fazemos</h2>
        <ul>
          <li>Um dashboard com seguidores, engajamento, publicações e vídeos recentes de cada perfil conectado.</li>
          <li>Doze indicadores avançados de engajamento, com a explicação de cada cálculo.</li>
          <li>Relatórios automáticos por e-mail, alertas, comparação com concorrentes e exportação em PDF e Excel.</li>
          <li>Uma API para levar os dados para o seu BI, CRM ou planilhas.</li>
        </ul>

        <h2>Para quem</h2>
        <p>
          Marcas que vendem direto ao consumidor, criadores de conteúdo, pequenas empresas e equipes e agências de marketing que
          precisam mostrar resultados com números confiáveis.
        </p>
      </Prose>

      <section aria-labelledby="valores" className="mt-14">
        <h2 id="valores" className="text-2xl font-bold tracking-tight">
          No que acreditamos
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-14 text-lg">
        Quer conhecer o produto? Veja os{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/plans">
          planos
        </Link>
        , a{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/demo">
          demonstração
        </Link>{" "}
        ou{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/contato">
          fale com a gente
        </Link>
        . E se quiser construir o Inteligram com a gente, veja as{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/carreiras">
          vagas abertas
        </Link>
        .
      </p>
    </PageIntro>
  );
}
