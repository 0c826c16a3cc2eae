import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/carreiras";

const title = "Carreiras";
const description =
  "Venha construir o Inteligram: vagas remotas para quem quer ajudar marcas e criadores brasileiros a decidir com dados.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/carreiras" });

const careersEmail = "carreiras@inteligram.com.br";

type Opening = {
  id: string;
  title: string;
  team: string;
  model: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

const openings: Opening[] = [
  {
    id: "engenharia-full-stack",
    title: "Pessoa Engenheira de Software Full Stack (Pleno/Sênior)",
    team: "Engenharia",
    model: "Remoto (Brasil) · CLT",
    summary:
      "Você vai construir as telas e as APIs do produto: do painel e dos indicadores à cobrança e às integrações com o Instagram.",
    responsibilities: [
      "Desenvolver funcionalidades de ponta a ponta em TypeScript, com React no front-end e Node.js no back-end.",
      "Cuidar da coleta de dados em segundo plano, com filas, novas tentativas e atenção aos limites das APIs externas.",
      "Escrever testes automatizados e revisar o código do time.",
      "Medir e melhorar o desempenho e a acessibilidade das telas.",
    ],
    requirements: [
      "Experiência sólida com TypeScript, React e Node.js.",
      "Vivência com PostgreSQL e modelagem de dados.",
      "Prática com testes automatizados.",
      "Desejável: experiência com APIs de redes sociais ou pagamentos recorrentes.",
    ],
  },
  {
    id: "dados-metricas",
    title: "Pessoa Cientista de Dados (Métricas de Redes Sociais)",
    team: "Dados",
    model: "Remoto (Brasil) · CLT",
    summary: "Você vai evoluir os indicadores de engajamento e os insights que ajudam nossos clientes a decidir o que publicar.",
    responsibilities: [
      "Propor, validar e documentar novos indicadores, com explicações que qualquer cliente entenda.",
      "Analisar padrões de engajamento por segmento e formato de conteúdo.",
      "Transformar análises em recomendações práticas dentro do produto.",
      "Garantir a qualidade dos dados coletados e dos cálculos.",
    ],
    requirements: [
      "Boa base de estatística e experiência com SQL e Python.",
      "Capacidade de explicar números para quem não é da área.",
      "Interesse real por marketing digital e redes sociais.",
      "Desejável: conhecimento da LGPD aplicada a dados de redes sociais.",
    ],
  },
  {
    id: "customer-success",
    title: "Customer Success (Pleno)",
    team: "Clientes",
    model: "Remoto (Brasil) · CLT",
    summary:
      "Você vai acompanhar marcas, criadores e agências desde a primeira conexão do Instagram até a leitura dos relatórios.",
    responsibilities: [
      "Conduzir a implantação de novos clientes e apresentar o produto em demonstrações.",
      "Ajudar clientes a interpretar indicadores e a montar sua rotina de análise.",
      "Responder ao suporte por e-mail e levar as dores dos clientes para o time de produto.",
      "Acompanhar a saúde das contas e agir antes de um cancelamento.",
    ],
    requirements: [
      "Experiência com sucesso do cliente ou atendimento em empresas de software.",
      "Conhecimento prático das métricas do Instagram.",
      "Comunicação escrita clara e empática.",
      "Desejável: experiência em agência de marketing digital.",
    ],
  },
  {
    id: "design-produto",
    title: "Pessoa Designer de Produto (Pleno)",
    team: "Produto",
    model: "Remoto (Brasil) · CLT",
    summary: "Você vai desenhar experiências que tornam dados complexos fáceis de entender, em telas acessíveis e consistentes.",
    responsibilities: [
      "Desenhar fluxos e interfaces do painel, dos relatórios e do cadastro.",
      "Conduzir entrevistas e testes de usabilidade com clientes.",
      "Manter e evoluir o sistema de design junto com a engenharia.",
      "Garantir contraste, navegação por teclado e textos claros em todas as telas.",
    ],
    requirements: [
      "Portfólio com projetos de produto digital, de preferência com visualização de dados.",
      "Domínio do Figma e de prototipação.",
      "Conhecimento de acessibilidade (WCAG).",
      "Desejável: experiência com produtos SaaS B2B.",
    ],
  },
];

export default function Page() {
  return (
    <PageIntro title={title} description={description}>
      <p className="mt-8 max-w-3xl text-muted-foreground">
        Somos um time remoto e distribuído pelo Brasil. Todas as vagas são abertas a pessoas de qualquer gênero, raça, idade,
        orientação sexual ou deficiência, e adaptamos o processo seletivo a quem precisar.
      </p>

      <ul className="mt-10 space-y-6">
        {openings.map((opening) => (
          <li key={opening.id}>
            <article aria-labelledby={opening.id} className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
              <p className="text-sm font-medium text-primary">
                {opening.team} · {opening.model}
              </p>
              <h2 id={opening.id} className="mt-1 text-xl font-semibold">
                {opening.title}
              </h2>
              <p className="mt-3">{opening.summary}</p>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                <div>
                  <h3 className="font-semibold">O que você vai fazer</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {opening.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="font-semibold">O que procuramos</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {opening.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <p className="mt-6 text-sm">
                Para se candidatar, envie seu currículo ou portfólio para{" "}
                <a
                  className="font-medium text-primary underline underline-offset-4"
                  href={`mailto:${careersEmail}?subject=${encodeURIComponent(opening.title)}`}
                >
                  {careersEmail}
                </a>{" "}
                com o nome da vaga no assunto.
              </p>
            </article>
          </li>
        ))}
      </ul>

      <p className="mt-10 text-muted-foreground">
        Não encontrou sua vaga? Conte como você pode contribuir pelo e-mail {careersEmail} ou pela página de{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/contato">
          contato
        </Link>
        .
      </p>
    </PageIntro>
  );
}
