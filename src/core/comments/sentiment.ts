import { foldText } from "../text/fold-text";
import { foldedTokens, withoutLinksAndMentions } from "./comment-text";
import { isSpam } from "./spam";

export const sentiments = ["positive", "neutral", "negative"] as const;
export type Sentiment = (typeof sentiments)[number];

/** How each sentiment is written on the dashboard and in reports. */
export const sentimentLabels: Readonly<Record<Sentiment, string>> = {
  positive: "Positivo",
  neutral: "Neutro",
  negative: "Negativo",
};

// Weights: 1 for an ordinary word, 2 for a strong one. Inside a question only strong words
// count ("Demora muito pra chegar?" asks, "Isso é golpe?" accuses). Words are accent-free.
const positiveWords = `
  amei amo adorei adoro amando gostei curti lindo linda lindos lindas lindeza lindissimo lindissima
  maravilhoso maravilhosa maravilhosos maravilhosas maravilha perfeito perfeita perfeitos perfeitas
  perfeicao incrivel incriveis otimo otima otimos otimas excelente excelentes top show sucesso
  parabens recomendo arrasou arrasa arrasam arrasando apaixonada apaixonado apaixonei encantada
  encantado feliz felizes satisfeita satisfeito obrigada obrigado obg grata grato gratidao bom boa
  bons boas melhor melhores fofo fofa fofinho fofinha chique elegante confortavel confortaveis
  impecavel sensacional espetacular fantastico fantastica divino divina diva maravilindo caprichado
  caprichada qualidade
`;
const negativeWords = `
  ruim ruins decepcao decepcionada decepcionado decepcionante decepcionei atrasou atrasado atrasada
  atraso atrasos demora demorou demorando demorado demorada defeito defeitos defeituoso defeituosa
  rasgou rasgado rasgada furado furada descosturou descosturado desbotou desbotado manchado
  manchada quebrado quebrada quebrou errado errada problema problemas reclamacao reclamar caro
  carissimo pior piores odiei odeio triste chateada chateado insatisfeita insatisfeito arrependida
  arrependido arrependimento desrespeito faltando faltou cancelar cancelei cancelamento estorno
  reembolso devolver devolucao mentira enganosa enganoso
`;
const strongNegativeWords = `
  pessimo pessima pessimos pessimas horrivel horriveis lixo golpe golpista golpistas fraude procon
  vergonha absurdo descaso enganacao roubo ladrao ladroes nojo nojento nojenta lamentavel
`;
const positiveEmoji = "😍 🥰 😘 ❤ 💖 💕 💗 💓 💞 💘 💝 😻 🤩 😊 ☺ 😁 😀 😃 😄 👏 🙌 🔥 ✨ 💯 👍 👌 💜 💙 💚 🧡 💛 🤍 🩷 😋 🏆";
const negativeEmoji = "😤 😞 😔 😢 😒 🙄 👎 💔 😩 😫 😠";
const strongNegativeEmoji = "😡 🤬";

// Phrases, read before their words: greetings are not praise, a size that "came small" is a
// complaint, and "cadê meu pedido" is one even as a question.
const phrases: Readonly<Record<string, number>> = {
  "bom dia": 0, "boa tarde": 0, "boa noite": 0, "boa sorte": 0,
  "chegou rapido": 1, "chegou antes": 1, "chegou certinho": 1, "entrega rapida": 1, "vale a pena": 1,
  "veio pequeno": -1, "veio pequena": -1, "veio grande": -1, "veio errado": -1, "veio errada": -1,
  "veio diferente": -1, "veio faltando": -1, "veio rasgado": -1, "veio manchado": -1,
  "ficou pequeno": -1, "ficou pequena": -1, "ficou apertado": -1, "ficou apertada": -1,
  "ficou largo": -1, "ficou larga": -1, "ficou grande": -1, "ate agora nada": -1,
  "sem resposta": -1, "ninguem responde": -1, "falta de respeito": -2, "nao recomendo": -2,
  "nunca mais": -2, "reclame aqui": -2, "propaganda enganosa": -2, "cade meu": -2, "cade minha": -2,
};

const negators = new Set(["nao", "nunca", "jamais", "nem", "n"]);
// Words that say nothing alone but complain when negated: "não chegou", "não funciona".
const negatedComplaints = new Set(
  `chegou chegaram recebi recebemos recebeu veio vieram funciona funcionou serviu serve coube
  responde respondem respondeu responderam entregaram entregou atende atendem atenderam vale presta`.split(/\s+/),
);
const intensifiers = new Set(["muito", "super", "mega", "bem", "extremamente", "tao", "totalmente"]);
// After "mas", "porém", "só que" the clause weighs double: "Amei, mas atrasou" is a complaint.
const contrasts = new Set(["mas", "porem", "entretanto", "contudo", "todavia"]);
const contrastPhrases = new Set(["so que"]);

const lexicon = new Map<string, number>([
  ...words(positiveWords).map((word) => [word, 1] as const),
  ...words(negativeWords).map((word) => [word, -1] as const),
  ...words(strongNegativeWords).map((word) => [word, -2] as const),
  ...words(positiveEmoji).map((emoji) => [foldText(emoji), 1] as const),
  ...words(negativeEmoji).map((emoji) => [foldText(emoji), -1] as const),
  ...words(strongNegativeEmoji).map((emoji) => [foldText(emoji), -2] as const),
]);

/**
 * The sentiment of a comment from a pt-BR lexicon (DECISIONS.md: the LLM port refines it when
 * configured). Word and emoji weights add up; a negation flips the next three words of its clause
 * ("não gostei"); "muito", "super" double the next word; what follows "mas" weighs double;
 * inside a question only strong words count, so questions are neutral unless clearly negative;
 * spam is neutral.
 */
export function classifySentiment(text: string): Sentiment {
  const cleaned = withoutLinksAndMentions(text);
  if (isSpam(text)) return "neutral";
  let score = 0;
  for (const sentence of cleaned.matchAll(/([^.!?…\n]+)([.!?…\n]*)/gu)) {
    const asks = sentence[2]!.includes("?");
    // A negation reaches no further than its clause: "Não é ruim não, gostei".
    for (const clause of sentence[1]!.split(/[,;:()]/u)) score += scoreClause(foldedTokens(clause), asks);
  }
  return score > 0 ? "positive" : score < 0 ? "negative" : "neutral";
}

function scoreClause(tokens: readonly string[], asks: boolean): number {
  let score = 0;
  let negation = 0;
  let weight = 1;
  let intensity = 1;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const pair = `${token} ${tokens[i + 1] ?? ""}`;
    const triple = `${pair} ${tokens[i + 2] ?? ""}`;
    if (contrasts.has(token) || contrastPhrases.has(pair)) {
      weight = 2;
      negation = 0;
      continue;
    }
    let value: number | undefined;
    let length = 1;
    if (phrases[triple] !== undefined) [value, length] = [phrases[triple], 3];
    else if (phrases[pair] !== undefined) [value, length] = [phrases[pair], 2];
    // A phrase is read whole: "não recomendo" is not also a negated "recomendo".
    if (value !== undefined) {
      negation = 0;
    } else if (negators.has(token)) {
      negation = 3;
      continue;
    } else if (intensifiers.has(token)) {
      intensity = 2;
      continue;
    } else {
      value = lexicon.get(token) ?? (negation > 0 && negatedComplaints.has(token) ? -1 : 0);
      if (negation > 0 && lexicon.has(token)) value = -value;
    }
    i += length - 1;
    negation = Math.max(0, negation - 1);
    if (!asks || Math.abs(value) >= 2) score += value * weight * intensity;
    if (value !== 0) intensity = 1;
  }
  return score;
}

function words(list: string): string[] {
  return list.trim().split(/\s+/);
}
