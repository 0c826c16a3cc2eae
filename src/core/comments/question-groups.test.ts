import { describe, expect, it } from "vitest";
import { describeTopTopicShare, groupQuestions, questionTopic, type QuestionTopic } from "./question-groups";

describe("questionTopic", () => {
  it.each<[string, QuestionTopic]>([
    ["Qual o preço?", "preco"],
    ["Qual o valor", "preco"],
    ["Quanto custa?", "preco"],
    ["quanto é o kit?", "preco"],
    ["Sai por menos de R$100?", "preco"],
    ["Vai ter promoção na Black Friday?", "preco"],
    ["Qual o prazo de entrega pra Manaus?", "entrega"],
    ["Quanto custa o frete?", "entrega"],
    ["Chega antes do Natal?", "entrega"],
    ["Vocês enviam pelos Correios?", "entrega"],
    ["Posso retirar na loja?", "entrega"],
    ["Qual o tamanho da modelo?", "tamanho"],
    ["Tem no M?", "tamanho"],
    ["tem no gg?", "tamanho"],
    ["Quais as medidas do P?", "tamanho"],
    ["Veste bem quem usa 40?", "tamanho"],
    ["Qual a numeração da forma?", "tamanho"],
    ["Tem estoque?", "estoque"],
    ["Ainda tem o preto?", "estoque"],
    ["Está disponível?", "estoque"],
    ["Acabou? Quando repõe?", "estoque"],
    ["Quando volta o azul?", "estoque"],
    ["Aceita pix?", "pagamento"],
    ["Parcela em quantas vezes?", "pagamento"],
    ["Qual o valor no cartão?", "pagamento"],
    ["Dá pra pagar no boleto?", "pagamento"],
    ["Aceita vale-refeição?", "pagamento"],
    ["aceitam vale refeicao ou VR?", "pagamento"],
    ["Aceita VA?", "pagamento"],
    ["Pode pagar com Alelo ou Sodexo?", "pagamento"],
    ["Tem troco pra 100?", "pagamento"],
    ["Qual o @ da modelo?", "outros"],
    ["Como lavar?", "outros"],
  ])("%j is about %s", (text, topic) => {
    expect(questionTopic(text)).toBe(topic);
  });
});

describe("groupQuestions", () => {
  const comments = [
    { id: "1", text: "Qual o valor?" },
    { id: "2", text: "Amei 😍" },
    { id: "3", text: "Aceita pix?" },
    { id: "4", text: "Quanto custa?" },
    { id: "5", text: "Qual o prazo de entrega?" },
    { id: "6", text: "Quanto é?" },
    { id: "7", text: "Preço?" },
    { id: "8", text: "Vocês entregam em BH" },
    { id: "9", text: "Como lavar?" },
    { id: "10", text: "Frete grátis, amei!" },
    { id: "11", text: "Tem pix?" },
  ];

  it("groups questions by topic, most asked first, with up to three examples in order", () => {
    expect(groupQuestions(comments)).toEqual([
      {
        topic: "preco",
        label: "Preço",
        count: 4,
        examples: [comments[0], comments[3], comments[5]],
      },
      { topic: "entrega", label: "Entrega e frete", count: 2, examples: [comments[4], comments[7]] },
      { topic: "pagamento", label: "Pagamento", count: 2, examples: [comments[2], comments[10]] },
      { topic: "outros", label: "Outras perguntas", count: 1, examples: [comments[8]] },
    ]);
  });

  it("leaves out comments that ask nothing, spam among them, and gives nothing for none", () => {
    expect(
      groupQuestions([{ text: "Amei" }, { text: "Frete grátis, amei!" }, { text: "Quer aumentar suas vendas? Chama no direct" }]),
    ).toEqual([]);
    expect(groupQuestions([])).toEqual([]);
  });
});

describe("describeTopTopicShare", () => {
  it("counts the questions on the most asked topic, and names no 'Outras perguntas'", () => {
    const entrega = (count: number) => ({ topic: "entrega", label: "Entrega e frete", count });
    expect(describeTopTopicShare(29, entrega(12))).toBe("12 delas são sobre entrega e frete");
    expect(describeTopTopicShare(3, entrega(1))).toBe("uma delas é sobre entrega e frete");
    expect(describeTopTopicShare(4, entrega(4))).toBe("todas são sobre entrega e frete");
    expect(describeTopTopicShare(1, entrega(1))).toBe("ela é sobre entrega e frete");
    expect(describeTopTopicShare(4, { topic: "outros", label: "Outras perguntas", count: 3 })).toBeNull();
    expect(describeTopTopicShare(4, null)).toBeNull();
  });
});
