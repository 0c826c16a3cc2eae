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
  impecavel impecaveis sensacional espetacular fantastico fantastica divino divina diva maravilindo
  caprichado caprichada fa fas arrasaram arrasei arraso delicia delicioso deliciosa deliciosos
  deliciosas gostoso gostosa saboroso saborosa sonho talento talentosa talentoso orgulho adorou
  adoraram adoramos amou amaram amamos elogiou elogiaram elogios cheiroso cheirosa cheirosissimo
  cheirosissima viciada viciado perfeitamente valeu maravilhosamente atenciosa atencioso capricho
  indico recomendadissimo recomendadissima agradecida agradecido agradeco abencoe abencoado
  abencoada lindinho lindinha perfeitinho perfeitinha fofura gracinha encantador encantadora
  apaixonante bacana legal irado maneiro brabo braba rainha musa deusa gata gato voltarei amor
  felicidade alegria excelencia primor espetaculo fenomenal magnifico magnifica
`;
const negativeWords = `
  ruim ruins atrasou atrasado atrasada
  atraso atrasos demora demorou demorando demorado demorada defeito defeitos defeituoso defeituosa
  rasgou rasgado rasgada furado furada descosturou descosturado desbotou desbotado manchado
  manchada quebrado quebrada quebrou errado errada problema problemas reclamacao reclamar caro
  carissimo pior piores odiei odeio triste chateada chateado insatisfeita insatisfeito arrependida
  arrependido arrependimento desrespeito faltando faltou cancelar cancelei cancelamento estorno
  reembolso devolver devolucao mentira enganosa enganoso fraco fraca fracos fracas arrependi
  arrependo arrependeu mal alergia irritada irritado irritou chato chata enrolado enrolada
  enrolaram enrolando enrolacao errou erraram erro erros estranho estranha enganada enganado
  enganaram detestei detesto mofado mofada murcho murcha estragado estragada azedo azeda raso rasa
  piorou manchou desisti amassado amassada sumiu sumiram extraviado extraviou extraviaram perdido
  cancelaram descascou desfiou encolheu vazou vazando travou travando aspero aspera insosso insossa
  queimado queimada grosso grossa grosseria grosseiro grosseira ignoraram ignorando lento lenta
  lerdo lerda mentirosos mentirosa mentiroso palhacada roubada desapontada desapontado frustrada
  frustrado frustrante indignada indignado revoltada revoltado irritante tosco tosca feio feia feios
  feias desperdicio
`;
const strongNegativeWords = `
  pessimo pessima pessimos pessimas horrivel horriveis lixo golpe golpista golpistas fraude procon
  vergonha absurdo descaso enganacao roubo ladrao ladroes nojo nojento nojenta lamentavel decepcao
  porcaria ridiculo ridicula horroroso horrorosa
  decepcionada decepcionado decepcionante decepcionei
`;
const positiveEmoji = "😍 🥰 😘 ❤ 💖 💕 💗 💓 💞 💘 💝 😻 🤩 😊 ☺ 😁 😀 😃 😄 👏 🙌 🔥 ✨ 💯 👍 👌 💜 💙 💚 🧡 💛 🤍 🩷 😋 🤤 🏆";
const negativeEmoji = "😤 😞 😔 😢 😒 🙄 👎 💔 😩 😫 😠";
const strongNegativeEmoji = "😡 🤬";

// Phrases, read before their words: greetings are not praise, a size that "came small" is a
// complaint, and "cadê meu pedido" is one even as a question.
const phrases: Readonly<Record<string, number>> = {
  "bom dia": 0,
  "boa tarde": 0,
  "boa noite": 0,
  "boa sorte": 0,
  "chegou rapido": 1,
  "chegou antes": 1,
  "chegou certinho": 1,
  "entrega rapida": 1,
  "vale a pena": 1,
  "veio pequeno": -1,
  "veio pequena": -1,
  "veio grande": -1,
  "veio errado": -1,
  "veio errada": -1,
  "veio diferente": -1,
  "veio faltando": -1,
  "veio rasgado": -1,
  "veio manchado": -1,
  "ficou pequeno": -1,
  "ficou pequena": -1,
  "ficou apertado": -1,
  "ficou apertada": -1,
  "ficou largo": -1,
  "ficou larga": -1,
  "ficou grande": -1,
  "ate agora nada": -1,
  "sem resposta": -1,
  "ninguem responde": -1,
  "falta de respeito": -2,
  "nao recomendo": -2,
  "nunca mais": -2,
  "reclame aqui": -2,
  "propaganda enganosa": -2,
  "cade meu": -2,
  "cade minha": -2,
  // Praise said in a turn of phrase.
  "sao demais": 1,
  "e demais": 1,
  "ficou demais": 1,
  "de primeira": 1,
  "nota mil": 1,
  "nota 10": 1,
  "cada centavo": 1,
  "comprar de novo": 1,
  "compro de novo": 1,
  "comprar novamente": 1,
  "bem feito": 1,
  "deu certo": 1,
  "chorei de rir": 1,
  "morri de rir": 1,
  "fala bem": 1,
  "falam bem": 1,
  "entrega relampago": 1,
  "mal posso esperar": 1,
  "mal vejo a": 1,
  "que tudo": 1,
  "que massa": 1,
  "grande coisa": 1,
  "tudo isso": 1,
  "de qualidade": 1,
  "muita qualidade": 1,
  // Complaints without a complaining word: food as it came, waiting, being charged, service.
  "esperava mais": -1,
  "a desejar": -1,
  "sem nocao": -1,
  "nada ate agora": -1,
  "e nada": -1,
  "veio seco": -1,
  "veio seca": -1,
  "veio frio": -1,
  "veio fria": -1,
  "chegou frio": -1,
  "chegou fria": -1,
  "veio sem": -1,
  "costura abriu": -1,
  "qualidade caiu": -2,
  "ainda esperando": -1,
  "sigo esperando": -1,
  "ate agora esperando": -1,
  "cobrada a mais": -1,
  "cobrado a mais": -1,
  "cobraram a mais": -1,
  "cobraram duas": -1,
  "nao consigo falar": -1,
  "pedi troca": -1,
  "mal atendida": -2,
  "mal atendido": -2,
  "mais ou menos": -1,
  "meia boca": -1,
  "nada demais": -1,
  "sem gosto": -1,
  "sem sabor": -1,
  "sem retorno": -1,
  "parou de funcionar": -1,
  "mal educada": -2,
  "mal educado": -2,
  "veio outro": -1,
  "veio outra": -1,
  "mandaram errado": -1,
  "mandaram outro": -1,
  "mandaram outra": -1,
  "esperando ha": -1,
  "aguardando ha": -1,
  "esperando ate": -1,
  "aguardando ate": -1,
  "cansada de esperar": -1,
  "cansado de esperar": -1,
  "preco salgado": -1,
  "dinheiro fora": -2,
  "perdi meu dinheiro": -2,
  "nota dez": 1,
};

const negators = new Set(["nao", "nunca", "jamais", "nem", "n", "nada", "ninguem"]);
// Words that say nothing alone but complain when negated: "não chegou", "não funciona".
const negatedComplaints = new Set(
  `chegou chegaram recebi recebemos recebeu veio vieram funciona funcionou serviu serve coube
  responde respondem respondeu responderam entregaram entregou atende atendem atenderam vale presta
  resolveu resolve resolvem retorna retornou bate dura compensa liga`.split(/\s+/),
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
 * The sentiment of a comment from a pt-BR lexicon (docs/product/features.md: the LLM port refines it when
 * configured). Word and emoji weights add up; a negation flips the next three words of its clause
 * ("não gostei", "nada bom", "ninguém atende") and a phrase after it ("nem vale a pena"); "muito",
 * "super" double the next word; what follows "mas" weighs double; inside a question only strong
 * words count, so questions are neutral unless clearly negative; spam is neutral; a letter held
 * down is read once ("ameiii"). `npm run bench:sentiment` measures it on hand-labelled comments.
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
    // A phrase is read whole: "não recomendo" is not also a negated "recomendo"; a negation
    // before it turns it ("nem vale a pena").
    if (value !== undefined) {
      if (negation > 0 && !negators.has(token)) value = -value;
      negation = 0;
    } else if (negators.has(token)) {
      negation = 3;
      continue;
    } else if (intensifiers.has(token)) {
      intensity = 2;
      continue;
    } else {
      const known = lexiconValue(token);
      value = known ?? (negation > 0 && negatedComplaints.has(token) ? -1 : 0);
      if (negation > 0 && known !== undefined) value = -value;
    }
    i += length - 1;
    negation = Math.max(0, negation - 1);
    if (!asks || Math.abs(value) >= 2) score += value * weight * intensity;
    if (value !== 0) intensity = 1;
  }
  return score;
}

/** A word's weight, also when typed with a letter held down ("ameiii", "Lindaaa", "amoo"). */
function lexiconValue(token: string): number | undefined {
  const known = lexicon.get(token);
  if (known !== undefined) return known;
  // Runs of three letters or more, or a doubled final vowel: no word of the lexicon has them.
  if (!/(\p{L})\1\1|([aeiou])\2$/u.test(token)) return undefined;
  const squeeze = (runs: string) => token.replace(/(\p{L})\1{2,}/gu, runs).replace(/([aeiou])\1$/u, "$1");
  return lexicon.get(squeeze("$1$1")) ?? lexicon.get(squeeze("$1"));
}

function words(list: string): string[] {
  return list.trim().split(/\s+/);
}
