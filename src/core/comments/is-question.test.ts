import { describe, expect, it } from "vitest";
import { isQuestion } from "./is-question";

describe("isQuestion", () => {
  it.each([
    // A question mark, anywhere (and its Spanish and full-width cousins).
    "Qual o valor?",
    "Lindo demais! Tem no M?",
    "@loja.da_ana tem no azul?",
    "😍😍 quanto?",
    "¿Hacen envíos a Argentina",
    "isso serve em quem veste 42？",
    // The decision's openings, without a question mark.
    "Qual o valor",
    "quais as cores disponíveis",
    "Quanto custa o kit",
    "Como faço pra comprar",
    "Onde fica a loja física",
    "Tem no tamanho G",
    "Têm loja em Campinas",
    "Vocês entregam em Curitiba",
    "vcs aceitam pix",
    "Vocês ainda têm o vestido verde",
    "vc faz entrega no sábado",
    // Greetings, mentions and emoji before the opening are skipped.
    "@maria @joao oi, qual o valor",
    "Oi boa tarde! Quanto fica o frete pra SP",
    "Bom dia gente, tem no P",
    "Amei 😍 qual o preço",
    "Maravilhosa. Quando volta o tamanho M",
    "Linda, como eu faço pra encomendar",
    // The extras: other interrogatives and how customers ask about buying.
    "Cadê meu pedido, comprei dia 10",
    "qto custa",
    "Quem faz a entrega",
    "Por que meu pedido ainda não chegou",
    "Será que chega antes do Natal",
    "Aceita cartão",
    "Parcela em quantas vezes",
    "Entrega em Niterói",
    "Dá pra retirar na loja",
    "Ainda tem o modelo preto",
    "Vai ter reposição do 38",
    "Gostaria de saber o valor do frete",
    "Queria saber se tem na cor nude",
    "Alguém sabe se veste bem",
    "Posso pagar no boleto",
    // Calls to the direct or the bio that are customers', not spam.
    "Qual o valor? Me chama no privado",
    "Qual o link da bio? Não achei",
    "Como vocês conseguiram mais seguidores?",
  ])("%j is a question", (text) => {
    expect(isQuestion(text)).toBe(true);
  });

  it.each([
    "Amei demais 😍😍",
    "Vocês são demais!",
    "Vocês arrasam 👏👏",
    "vcs estão de parabéns",
    "Como é lindo!",
    "Perfeito como sempre",
    "Amei, como sempre impecável",
    "Tem que comprar, gente",
    "Quando eu vi já comprei",
    "Quem ama compra 😍",
    "Entrega super rápida, recomendo",
    "Entrega rápida e produto de qualidade",
    "Chegou hoje, perfeito",
    "Quanto mais eu uso mais eu amo",
    "Pode deixar que eu indico",
    "@ana olha esse",
    "Ganhe seguidores grátis no link da bio",
    // Spam asks to sell, not to know (@core/comments/spam).
    "Quer aumentar suas vendas? Chama no direct",
    "Quer mais seguidores? Me chama na DM 🚀",
    "Já pensou em ganhar dinheiro trabalhando de casa? Link na bio",
    "Sua loja precisa de mais clientes? Confira meu perfil",
    "Qualidade top",
    "https://loja.com/qual?x=1",
    "",
    "   ",
  ])("%j is not a question", (text) => {
    expect(isQuestion(text)).toBe(false);
  });
});
