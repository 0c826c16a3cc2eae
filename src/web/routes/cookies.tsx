import { Link } from "react-router";
import { dpoEmail } from "@core/legal/policy-terms";
import { CookiePreferencesButton } from "~/features/legal/cookie-preferences-button";
import { type LegalSection, LegalPage } from "~/features/legal/legal-page";
import { policyTexts as t } from "~/features/legal/policy-texts";
import { consentCookieName, consentStorageKey, cookieCategoryLifetimes } from "~/lib/cookie-consent";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cookies";

const title = "Política de Cookies";
const description = "Quais cookies o Inteligram usa, para que servem, por quanto tempo duram e como você pode gerenciá-los.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/cookies" });

const sections: LegalSection[] = [
  {
    id: "o-que-sao",
    title: "O que são cookies",
    content: (
      <p>
        Cookies são pequenos arquivos que um site guarda no seu navegador para lembrar informações entre uma página e outra, como
        o fato de você estar conectado. Tecnologias parecidas, como o armazenamento local do navegador, seguem as mesmas regras
        desta política.
      </p>
    ),
  },
  {
    id: "categorias",
    title: "Categorias de cookies",
    content: (
      <>
        <table>
          <caption className="sr-only">Categorias de cookies, finalidade, duração e consentimento</caption>
          <thead>
            <tr>
              <th scope="col">Categoria</th>
              <th scope="col">Para que serve</th>
              <th scope="col">Duração</th>
              <th scope="col">Consentimento</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Essenciais</th>
              <td>Mantêm você conectado com segurança e fazem o site funcionar.</td>
              <td>{cookieCategoryLifetimes.essential}</td>
              <td>Não é necessário (sempre ativos)</td>
            </tr>
            <tr>
              <th scope="row">Desempenho</th>
              <td>Medem quantas pessoas visitam cada página e o que é mais usado, para melhorarmos o site.</td>
              <td>até {cookieCategoryLifetimes.performance}</td>
              <td>Só com a sua permissão</td>
            </tr>
            <tr>
              <th scope="row">Funcionalidade</th>
              <td>Lembram escolhas que você fez no site entre uma visita e outra.</td>
              <td>até {cookieCategoryLifetimes.functionality}</td>
              <td>Só com a sua permissão</td>
            </tr>
          </tbody>
        </table>
        <p>
          Hoje o Inteligram não usa cookies de desempenho nem de funcionalidade. Se passar a usar, eles seguirão a escolha que
          você fizer no aviso de cookies, e esta política será atualizada antes.
        </p>
      </>
    ),
  },
  {
    id: "lista",
    title: "Cookies e armazenamento que usamos hoje",
    content: (
      <ul>
        <li>
          <strong>inteligram.session_token</strong> (essencial): identifica sua sessão depois que você entra na conta. Dura
          enquanto a sessão estiver ativa e é apagado quando você sai.
        </li>
        <li>
          <strong>{consentCookieName}</strong> (essencial): guarda a sua escolha sobre cookies, para não perguntarmos de novo a
          cada página. Dura 1 ano; depois disso, pedimos sua escolha outra vez.
        </li>
        <li>
          <strong>{consentStorageKey}</strong> (armazenamento local, essencial): a mesma escolha, guardada no seu navegador.
        </li>
      </ul>
    ),
  },
  {
    id: "terceiros",
    title: "Cookies de terceiros",
    content: (
      <p>
        As páginas do Inteligram não carregam cookies de terceiros. Ao pagar a assinatura, você é levado à página de pagamento da
        Stripe, que usa cookies próprios para processar o pagamento e prevenir fraudes, conforme a política de privacidade dela.
      </p>
    ),
  },
  {
    id: "gerenciar",
    title: "Como gerenciar suas escolhas",
    content: (
      <>
        <p>
          Você pode aceitar ou recusar os cookies não essenciais, por categoria, no aviso de cookies. Para mudar de ideia a
          qualquer momento, use o botão abaixo ou o link “Preferências de cookies”, no rodapé de todas as páginas.
        </p>
        <CookiePreferencesButton />
        <p>
          Você também pode apagar ou bloquear cookies nas configurações do seu navegador. Se bloquear os essenciais, não será
          possível entrar na sua conta.
        </p>
      </>
    ),
  },
  {
    id: "alteracoes",
    title: "Alterações e contato",
    content: (
      <p>
        Mudanças relevantes nesta política são avisadas no site com {t.changeNotice} de antecedência. Dúvidas sobre cookies e
        dados pessoais: <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>, com resposta em até {t.dpoReply}. Veja também a{" "}
        <Link to="/privacidade">Política de Privacidade</Link>.
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
          Esta política explica como o Inteligram usa cookies e tecnologias parecidas, seguindo a LGPD e o guia orientativo da
          ANPD sobre cookies.
        </p>
      }
      sections={sections}
    />
  );
}
