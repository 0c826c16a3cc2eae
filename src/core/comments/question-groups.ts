import { formatCount } from "../format/format-number";
import { foldText } from "../text/fold-text";
import { withoutLinksAndMentions } from "./comment-text";
import { isQuestion } from "./is-question";

export const questionTopics = ["preco", "entrega", "tamanho", "estoque", "pagamento", "outros"] as const;
export type QuestionTopic = (typeof questionTopics)[number];

/** How each topic of frequent questions is titled on the dashboard and in reports. */
export const questionTopicLabels: Readonly<Record<QuestionTopic, string>> = {
  preco: "Preço",
  entrega: "Entrega e frete",
  tamanho: "Tamanho e medidas",
  estoque: "Estoque e disponibilidade",
  pagamento: "Pagamento",
  outros: "Outras perguntas",
};

/**
 * How many of `count` questions are about the most asked topic, counted, never "a maioria":
 * "12 delas são sobre entrega e frete", "todas são sobre preço", "ela é sobre preço". Null when
 * that topic is "Outras perguntas", which names no subject worth repeating. The alert and the
 * recommendation on unanswered questions say it the same way.
 */
export function describeTopTopicShare(count: number, top: { topic: string; label: string; count: number } | null): string | null {
  if (!top || top.topic === "outros") return null;
  const subject = top.label.charAt(0).toLowerCase() + top.label.slice(1);
  const how =
    top.count === count
      ? count === 1
        ? "ela é"
        : "todas são"
      : top.count === 1
        ? "uma delas é"
        : `${formatCount(top.count)} delas são`;
  return `${how} sobre ${subject}`;
}

/** Questions about one topic: how many, and the first few as they were given. */
export type QuestionGroup<T> = { topic: QuestionTopic; label: string; count: number; examples: T[] };

const MAX_EXAMPLES = 3;

// A word boundary that knows accented letters (\b does not).
const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "u");

// Matched on the folded text (lower case, no accents). A question goes to the first topic that
// matches, in this order: "quanto custa o frete" is about delivery and "valor no pix" about
// payment, while a bare "qual o valor" is about price.
const topicPatterns: readonly [Exclude<QuestionTopic, "outros">, readonly RegExp[]][] = [
  [
    "entrega",
    [
      word(
        "entreg\\p{L}*|fretes?|cheg\\p{L}*|prazos?|envi\\p{L}*|correios?|sedex|transportadora|rastre\\p{L}*|cep|retirada|retirar|despach\\p{L}*",
      ),
      word("mandam? (?:pra|para)"),
    ],
  ],
  [
    "pagamento",
    [
      word("pix|parcel\\p{L}*|cartao|cartoes|credito|debito|boleto|pagamento|pagar|pago|juros|picpay|quantas vezes|mercado pago"),
      // Meal and food vouchers ("vale-refeição", VR, VA, their issuers), cash and change.
      word(
        "vales?[- ]?(?:refeicao|alimentacao)|vr|(?:aceita|aceitam|com|no|de) va|alelo|sodexo|pluxee|ticket|ifood benef\\p{L}*|dinheiro|troco|maquininha|transferencia|ted",
      ),
    ],
  ],
  [
    "preco",
    [
      word("precos?|valor(?:es)?|custa|custam|reais|caro|barato|desconto|descontos|promo\\p{L}*|cupom|orcamento|qto|qnto"),
      word("quanto (?:e|fica|ficam|sai|ta|esta|seria|sao)"),
      /(?<![\p{L}\p{N}])r\$/u,
    ],
  ],
  [
    "estoque",
    [
      word("estoque|disponive(?:l|is)|disponibilidade|acab(?:ou|aram)|esgot\\p{L}*|repo(?:e|em|r|sicao)|reposicao"),
      word("tem ainda|ainda tem|ainda ha|tem mais|volta(?:m|ra|rao)?|vai voltar|vao voltar"),
    ],
  ],
  [
    "tamanho",
    [
      word(
        "tamanhos?|tam|numeracao|numero|veste|vestem|vestiria|medidas?|cintura|busto|quadril|comprimento|altura|forma (?:pequena|grande|normal)",
      ),
      word("serve (?:em|pra|para)"),
      word("(?:no|na|tam|tamanho|do|um) (?:pp|p|m|g|gg|xg|xgg|eg|egg)"),
    ],
  ],
];

// Sizes written as capitals in the original text: "Tem M?", "tem GG".
const sizeLetters = word("PP|P|M|G|GG|XG|XGG|EG|EGG");

/** The topic of a question's text: price, delivery, size, stock, payment or other. */
export function questionTopic(text: string): QuestionTopic {
  const cleaned = withoutLinksAndMentions(text);
  const folded = foldText(cleaned);
  for (const [topic, patterns] of topicPatterns) {
    if (patterns.some((pattern) => pattern.test(folded))) return topic;
  }
  return sizeLetters.test(cleaned) ? "tamanho" : "outros";
}

/**
 * The frequent questions among `comments`, grouped by topic (comments that ask nothing are left
 * out), with up to three examples each in the order given (pass the newest first). Only topics
 * with questions are returned, the most asked first; ties follow the topic list.
 */
export function groupQuestions<T extends { text: string }>(comments: readonly T[]): QuestionGroup<T>[] {
  const groups = new Map<QuestionTopic, QuestionGroup<T>>();
  for (const comment of comments) {
    if (!isQuestion(comment.text)) continue;
    const topic = questionTopic(comment.text);
    const group = groups.get(topic) ?? { topic, label: questionTopicLabels[topic], count: 0, examples: [] };
    group.count += 1;
    if (group.examples.length < MAX_EXAMPLES) group.examples.push(comment);
    groups.set(topic, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.count - a.count || questionTopics.indexOf(a.topic) - questionTopics.indexOf(b.topic),
  );
}
