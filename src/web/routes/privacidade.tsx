import { Link } from "react-router";
import { dpoEmail } from "@core/legal/policy-terms";
import { DataDeletionStatus } from "~/features/legal/data-deletion-status";
import { type LegalSection, LegalPage } from "~/features/legal/legal-page";
import { policyTexts as t } from "~/features/legal/policy-texts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacidade";

const title = "Política de Privacidade";
const description =
  "Como o Inteligram coleta, usa, compartilha e protege os seus dados pessoais, em conformidade com a LGPD (Lei nº 13.709/2018).";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/privacidade" });

const dpoLink = <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>;

const sections: LegalSection[] = [
  {
    id: "quem-somos",
    title: "Quem somos",
    content: (
      <>
        <p>
          O Inteligram é uma plataforma de análise de Instagram e TikTok para marcas, criadores de conteúdo, pequenas empresas e
          equipes de marketing. Para os dados pessoais descritos aqui, o Inteligram é o <strong>controlador</strong>, nos termos
          da Lei Geral de Proteção de Dados Pessoais (LGPD).
        </p>
        <p>Nosso encarregado pelo tratamento de dados pessoais (DPO) pode ser contatado pelo e-mail {dpoLink}.</p>
      </>
    ),
  },
  {
    id: "dados-coletados",
    title: "Quais dados coletamos",
    content: (
      <>
        <ul>
          <li>
            <strong>Cadastro:</strong> nome, e-mail e senha. A senha é guardada apenas como hash; nem nossa equipe consegue lê-la.
          </li>
          <li>
            <strong>Dados da empresa ou pessoais informados no cadastro do plano:</strong> razão social ou nome completo, CNPJ ou
            CPF, e-mail, telefone, o perfil do Instagram e os objetivos que você escolhe.
          </li>
          <li>
            <strong>Dados do Instagram que você conecta:</strong> ao autorizar sua conta profissional (comercial ou de criador de
            conteúdo) pela API oficial do Instagram, recebemos as informações do perfil, as publicações e as métricas que a Meta
            disponibiliza, como alcance, visualizações, interações e número de seguidores. O token de acesso é guardado
            criptografado.
          </li>
          <li>
            <strong>Perfis públicos informados por nome de usuário:</strong> quando você conecta um perfil pelo nome de usuário ou
            cadastra concorrentes, coletamos apenas dados públicos desses perfis (biografia, contagem de seguidores, publicações,
            legendas, hashtags e comentários públicos).
          </li>
          <li>
            <strong>Pagamento:</strong> os dados do cartão são digitados e processados diretamente pela Stripe. Nós não recebemos
            nem guardamos o número do cartão; guardamos o histórico de cobranças (valor, data e situação).
          </li>
          <li>
            <strong>Registros de acesso e uso:</strong> endereço IP, data e hora, navegador e as ações realizadas na plataforma,
            para segurança e para cumprir o Marco Civil da Internet.
          </li>
          <li>
            <strong>Contato e newsletter:</strong> nome, e-mail, telefone, empresa e a mensagem que você nos envia; o e-mail que
            você inscreve na newsletter.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "finalidades",
    title: "Para que usamos os dados e com que base legal",
    content: (
      <ul>
        <li>
          <strong>Prestar o serviço contratado</strong> (coletar, calcular e exibir métricas, indicadores, relatórios e alertas;
          cobrar a assinatura): execução de contrato (LGPD, art. 7º, V).
        </li>
        <li>
          <strong>Cumprir obrigações legais e regulatórias</strong>, como a guarda de registros de acesso e de documentos fiscais:
          art. 7º, II.
        </li>
        <li>
          <strong>Proteger a plataforma e os usuários</strong> contra fraudes e acessos indevidos, e melhorar o produto com dados
          agregados: legítimo interesse (art. 7º, IX), sempre respeitando seus direitos e expectativas.
        </li>
        <li>
          <strong>Analisar perfis públicos de terceiros</strong> (concorrentes e perfis informados por você): legítimo interesse,
          limitado a dados tornados públicos pelos próprios titulares (art. 7º, §§ 3º e 4º) e usado apenas para fins de análise de
          mercado.
        </li>
        <li>
          <strong>Enviar a newsletter e usar cookies não essenciais</strong>: consentimento (art. 7º, I), que você pode retirar a
          qualquer momento.
        </li>
      </ul>
    ),
  },
  {
    id: "compartilhamento",
    title: "Com quem compartilhamos",
    content: (
      <>
        <p>Não vendemos dados pessoais. Compartilhamos apenas o necessário com:</p>
        <ul>
          <li>
            <strong>Meta Platforms (Instagram):</strong> quando você conecta sua conta, trocamos dados com a API do Instagram
            dentro das permissões que você concede, e a Meta trata esses dados conforme a política dela.
          </li>
          <li>
            <strong>Apify:</strong> provedor que usamos para coletar dados públicos de perfis do Instagram informados por nome de
            usuário (inclusive concorrentes). Enviamos a ele somente o nome de usuário a consultar.
          </li>
          <li>
            <strong>Stripe:</strong> processa os pagamentos das assinaturas e recebe seus dados de cobrança e do cartão.
          </li>
          <li>
            <strong>Provedores de infraestrutura</strong> que hospedam a plataforma e enviam nossos e-mails, contratados com
            obrigações de confidencialidade e segurança.
          </li>
          <li>
            <strong>Autoridades públicas</strong>, quando houver obrigação legal ou ordem judicial.
          </li>
        </ul>
        <p>
          Meta, Apify e Stripe podem tratar dados fora do Brasil. Essas transferências internacionais seguem o art. 33 da LGPD,
          com cláusulas contratuais e garantias de proteção equivalentes às brasileiras.
        </p>
      </>
    ),
  },
  {
    id: "retencao",
    title: "Por quanto tempo guardamos",
    content: (
      <ul>
        <li>
          <strong>Dados analíticos</strong> (métricas, histórico de seguidores, publicações e indicadores): por até{" "}
          {t.analyticsRetention}, para que você possa comparar períodos.
        </li>
        <li>
          <strong>Registros de acesso (logs):</strong> por {t.logRetention}.
        </li>
        <li>
          <strong>Dados de cadastro e da conta:</strong> enquanto a conta estiver ativa. Se você pedir a exclusão, apagamos ou
          anonimizamos os dados, exceto os que a lei nos obriga a guardar, como documentos fiscais.
        </li>
        <li>
          <strong>Assinatura em atraso:</strong> o acesso é suspenso depois de {t.suspensionAfterOverdue} de atraso, e os dados da
          conta são excluídos depois de {t.deletionAfterOverdue} de atraso, com aviso prévio por e-mail.
        </li>
      </ul>
    ),
  },
  {
    id: "direitos",
    title: "Seus direitos",
    content: (
      <>
        <p>Pela LGPD (art. 18), você pode pedir a qualquer momento:</p>
        <ul>
          <li>confirmação de que tratamos seus dados e acesso a eles;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;</li>
          <li>portabilidade dos dados a outro fornecedor;</li>
          <li>eliminação dos dados tratados com base no seu consentimento;</li>
          <li>informação sobre com quem compartilhamos seus dados;</li>
          <li>revogação do consentimento e oposição a tratamentos baseados em legítimo interesse.</li>
        </ul>
        <p>
          Envie seu pedido para {dpoLink}. Respondemos em até {t.dpoReply}. Se precisarmos confirmar sua identidade, pediremos
          apenas o necessário para isso. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: "exclusao-de-dados",
    title: "Exclusão dos dados do Instagram",
    content: (
      <>
        <p>
          Se você conectou o Instagram pelo login do Instagram e depois remove o Inteligram em &quot;Apps e sites&quot; nas
          configurações do Instagram, a Meta nos avisa e apagamos na hora as contas desse perfil conectadas ao Inteligram, com os
          dados analíticos, o histórico e os tokens de acesso. A Meta mostra a você um código de confirmação e um link para
          acompanhar o pedido nesta página.
        </p>
        <DataDeletionStatus />
      </>
    ),
  },
  {
    id: "seguranca",
    title: "Como protegemos os dados",
    content: (
      <p>
        Usamos conexão criptografada (HTTPS) em todo o site, guardamos os tokens de acesso do Instagram criptografados e as senhas
        como hash, limitamos o acesso interno a quem precisa dele para trabalhar e registramos os acessos. Se ocorrer um incidente
        de segurança que possa causar risco ou dano relevante, comunicaremos você e a ANPD, como prevê o art. 48 da LGPD.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <p>
        Usamos cookies essenciais para manter sua sessão. Cookies de desempenho e de funcionalidade só com o seu consentimento. Os
        detalhes estão na <Link to="/cookies">Política de Cookies</Link>.
      </p>
    ),
  },
  {
    id: "menores",
    title: "Crianças e adolescentes",
    content: (
      <p>
        O Inteligram é destinado a maiores de 18 anos e a empresas. Não coletamos intencionalmente dados de crianças e
        adolescentes.
      </p>
    ),
  },
  {
    id: "alteracoes",
    title: "Alterações desta política",
    content: (
      <p>
        Se mudarmos esta política de forma relevante, avisaremos por e-mail e no site com pelo menos {t.changeNotice} de
        antecedência, antes de a mudança entrar em vigor.
      </p>
    ),
  },
  {
    id: "contato",
    title: "Contato do encarregado (DPO)",
    content: (
      <p>
        Dúvidas, pedidos e reclamações sobre dados pessoais: {dpoLink}. Respondemos em até {t.dpoReply}.
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
          Esta política explica, em linguagem direta, quais dados pessoais o Inteligram trata, para quê, com quem os compartilha,
          por quanto tempo os guarda e como você exerce seus direitos como titular.
        </p>
      }
      sections={sections}
    />
  );
}
