import { describe, expect, it } from "vitest";
import { classifySentiment, sentimentLabels, type Sentiment } from "./sentiment";

describe("classifySentiment", () => {
  it.each<[string, Sentiment]>([
    // Praise.
    ["Amei demais 😍😍", "positive"],
    ["Que vestido lindo, perfeito!", "positive"],
    ["Chegou rapidinho e a qualidade é top 👏👏", "positive"],
    ["Comprei e chegou antes do prazo, recomendo!", "positive"],
    ["Vocês arrasam ❤️", "positive"],
    ["@maria olha que maravilhosa essa coleção 🔥", "positive"],
    ["Demorou um pouco mas chegou perfeito", "positive"],
    ["Não é ruim não, gostei", "positive"],
    ["Obrigada pelo atendimento!", "positive"],
    // Plain praise without the words above, and letters held down.
    ["Sou fã de vocês!", "positive"],
    ["Arrasaram!", "positive"],
    ["Que capricho!", "positive"],
    ["ameiii demaisss", "positive"],
    ["Vim pela indicação e não me arrependi", "positive"],
    // Complaints: delivery, size, quality, service.
    ["Péssimo atendimento", "negative"],
    ["Meu pedido não chegou até hoje", "negative"],
    ["Já faz 20 dias e até agora nada", "negative"],
    ["A calça veio pequena, tabela de medidas errada", "negative"],
    ["Ficou apertado, decepcionada 😞", "negative"],
    ["Não gostei do tecido", "negative"],
    ["Amei a cor mas a entrega atrasou", "negative"],
    ["Não recomendo, produto com defeito", "negative"],
    ["Ninguém responde o direct 😡", "negative"],
    ["Vou abrir reclamação no Reclame Aqui", "negative"],
    ["Muito caro pelo que é", "negative"],
    ["Não funciona o cupom", "negative"],
    // Complaints without a complaining word, and negations of praise.
    ["Comprei faz 15 dias e nada até agora", "negative"],
    ["Esperava mais, achei bem fraco", "negative"],
    ["Nada bom", "negative"],
    ["Nem vale a pena", "negative"],
    ["Ninguém atende o telefone", "negative"],
    // Questions: neutral, unless clearly negative.
    ["Qual o valor?", "neutral"],
    ["Vocês entregam em Curitiba? Qual o prazo?", "neutral"],
    ["Demora muito pra chegar?", "neutral"],
    ["Tem no tamanho G?", "neutral"],
    ["Como faço pra devolver?", "neutral"],
    ["Cadê meu pedido? Já faz 20 dias", "negative"],
    ["Isso é golpe?", "negative"],
    // Greetings, tags and spam.
    ["Bom dia! Tem no azul?", "neutral"],
    ["@joao @ana", "neutral"],
    ["Ganhe seguidores grátis! Link na bio 🔥🔥", "neutral"],
    ["Quer renda extra? Chama no direct 💰", "neutral"],
    ["Top demais, siga @promo.insta para mais 😍", "neutral"],
    ["", "neutral"],
  ])("%j is %s", (text, expected) => {
    expect(classifySentiment(text)).toBe(expected);
  });

  it("labels each sentiment in pt-BR", () => {
    expect(sentimentLabels).toEqual({ positive: "Positivo", neutral: "Neutro", negative: "Negativo" });
  });
});
