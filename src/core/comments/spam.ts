import { foldText } from "../text/fold-text";

// How spam reads in Brazilian comments, matched on the folded text. Spam asks to sell, not to
// know: it is neither a question (@core/comments/is-question) nor praise or a complaint
// (@core/comments/sentiment).

// Offers that are spam on their own: bought followers, easy money, growth sold to the shop.
const offers = [
  /(ganhe|ganhar|compre|comprar) (mais )?(seguidores|curtidas)/u,
  /seguidores (gratis|reais|brasileiros)/u,
  /(renda extra|ganhar dinheiro|ganhe dinheiro|dinheiro rapido|trabalhe de casa|trabalhando de casa)/u,
  /(bitcoin|criptomoeda|forex|pix premiado)/u,
  /(aumentar|alavancar|turbinar|impulsionar) (suas|seu|sua|seus) (vendas|seguidores|perfil|engajamento|loja|negocio)/u,
  /(precisa|precisando) de mais (clientes|vendas|seguidores)/u,
  /(confira|visite|veja) (o )?meu perfil/u,
  /(siga|sigam|segue) (o |a )?@/u,
];
// A call to go elsewhere is spam only beside what spam sells: "Qual o valor? Me chama no
// privado" is a customer, "Quer mais seguidores? Me chama na DM" is not.
const calls = [/(chama|me chama|manda mensagem|chame) (no|na) (direct|dm|privado|pv|inbox)/u, /link (na|da|no) (bio|perfil)/u];
const sold = /(seguidores|curtidas|vendas|clientes|dinheiro|lucro|divulgacao|engajamento)/u;

/** Whether a comment reads as spam ("Quer aumentar suas vendas? Chama no direct"). */
export function isSpam(text: string): boolean {
  const folded = foldText(text);
  return offers.some((pattern) => pattern.test(folded)) || (calls.some((pattern) => pattern.test(folded)) && sold.test(folded));
}
