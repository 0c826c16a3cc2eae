import { foldedTokens, withoutLinksAndMentions } from "./comment-text";
import { isSpam } from "./spam";

// Greetings and vocatives a question often opens with ("Oi, boa tarde! Qual o valor"): skipped
// before the opening word is read. Accent-free, like every word below.
const fillers = new Set([
  "oi",
  "oie",
  "oii",
  "ola",
  "opa",
  "ei",
  "hey",
  "bom",
  "boa",
  "dia",
  "tarde",
  "noite",
  "gente",
  "pessoal",
  "galera",
  "moca",
  "moco",
  "amiga",
  "amigo",
  "amigas",
  "amigos",
  "querida",
  "querido",
  "menina",
  "meninas",
  "linda",
  "lindas",
  "e",
  "mas",
  "ai",
  "entao",
  "ah",
  "tipo",
]);

// What a "vocês" opening must be followed by to ask something: "vocês entregam em BH" asks,
// "vocês arrasam" praises.
const askingVerbs = [
  "tem",
  "entregam",
  "entrega",
  "enviam",
  "envia",
  "mandam",
  "manda",
  "vendem",
  "vende",
  "aceitam",
  "aceita",
  "fazem",
  "faz",
  "trabalham",
  "trabalha",
  "parcelam",
  "parcela",
  "atendem",
  "atende",
  "possuem",
  "teriam",
  "teria",
  "podem",
  "pode",
  "conseguem",
  "consegue",
  "vao",
  "vai",
  "abrem",
  "abre",
  "fecham",
  "sabem",
  "sabe",
  "emitem",
  "despacham",
  "retiram",
];
// Words that may stand between "vocês" and its verb: "vocês ainda têm", "vcs não entregam".
const adverbs = new Set(["ainda", "ja", "tambem", "nao", "so"]);

type Opening = { next?: readonly string[]; notNext?: readonly string[] };

/**
 * Opening words that make a sentence a question without a question mark (docs/product/features.md:
 * "qual", "quanto", "como", "onde", "tem", "vocês"), spelt without accents and as people type
 * them ("qto", "vcs"). Besides the decision's six: their plural and feminine forms and "quando",
 * "cadê", "quem", "por que", "será" (the other interrogatives); "pode"/"posso"/"consigo"/
 * "dá pra" and "aceita"/"parcela"/"vende"/"entrega em" (how customers ask about buying);
 * "gostaria/queria/quero saber" (indirect questions); "alguém sabe"; "ainda tem"/"vai ter".
 * `notNext` lists the common non-questions that open the same way ("como sempre", "tem que").
 */
const openings: Readonly<Record<string, Opening>> = {
  qual: {},
  quais: {},
  ql: {},
  quanta: {},
  quantos: {},
  quantas: {},
  quanto: { notNext: ["mais", "menos", "antes"] },
  qto: {},
  qnto: {},
  qnt: {},
  como: {
    notNext: [
      "sempre",
      "assim",
      "e",
      "amo",
      "amei",
      "ficou",
      "ficaram",
      "esta",
      "estao",
      "sao",
      "pode",
      "isso",
      "tudo",
      "voces",
      "vcs",
      "vc",
      "ela",
      "ele",
    ],
  },
  onde: {},
  aonde: {},
  cade: {},
  quando: { notNext: ["eu", "vi", "vejo", "chegou", "recebi", "abri", "usei"] },
  qdo: {},
  qnd: {},
  quem: { notNext: ["ama", "amou", "gosta", "comprou", "usa", "viu", "tem"] },
  por: { next: ["que", "q"] },
  sera: { next: ["que", "q"] },
  tem: { notNext: ["que", "q", "gente", "coisa", "dias", "tempo"] },
  ainda: { next: ["tem", "vende", "vendem", "aceita", "aceitam", "entrega", "entregam", "faz", "fazem", "existe", "da"] },
  vai: { next: ["ter", "voltar", "chegar", "repor", "entregar"] },
  vao: { next: ["ter", "voltar", "repor", "lancar", "entregar", "enviar"] },
  pode: { notNext: ["crer", "deixar", "ficar"] },
  podem: {},
  poderia: {},
  poderiam: {},
  posso: {},
  consigo: {},
  da: { next: ["pra", "para"] },
  aceita: {},
  aceitam: {},
  parcela: {},
  parcelam: {},
  vende: {},
  vendem: {},
  envia: {},
  enviam: {},
  existe: {},
  serve: {},
  entrega: { next: ["em", "no", "na", "nos", "nas", "pra", "para", "pro", "aqui", "hoje", "amanha", "fora", "todo", "toda"] },
  entregam: { next: ["em", "no", "na", "nos", "nas", "pra", "para", "pro", "aqui", "hoje", "amanha", "fora", "todo", "toda"] },
  chega: { next: ["em", "quando", "hoje", "amanha", "ate", "antes", "no", "na", "pra", "para"] },
  gostaria: { next: ["de"] },
  queria: { next: ["saber"] },
  quero: { next: ["saber"] },
  alguem: { next: ["sabe", "sabem", "comprou", "recebeu", "tem", "conseguiu"] },
  voces: { next: askingVerbs },
  voce: { next: askingVerbs },
  vcs: { next: askingVerbs },
  vc: { next: askingVerbs },
  ces: { next: askingVerbs },
};

/**
 * Whether a comment asks something (docs/product/features.md "Comments and search"): it has a question mark,
 * or one of its sentences or clauses opens with an interrogative (after greetings, @mentions and
 * emoji: "@loja oi, qual o valor"). A clause that ends in "!" is an exclamation ("Como é
 * lindo!"), not a question; spam (@core/comments/spam) is none.
 */
export function isQuestion(text: string): boolean {
  // "Quer aumentar suas vendas? Chama no direct" sells: no one waits for its answer.
  if (isSpam(text)) return false;
  const cleaned = withoutLinksAndMentions(text);
  if (/[?？¿]/u.test(cleaned)) return true;
  // Sentences and clauses end at punctuation, a line break or an emoji ("Amei 😍 qual o valor").
  for (const clause of cleaned.matchAll(/([^.,;!…\n\p{Extended_Pictographic}]+)([.,;!…\n\p{Extended_Pictographic}]*)/gu)) {
    if (clause[2]!.includes("!")) continue;
    if (opensWithQuestion(foldedTokens(clause[1]!))) return true;
  }
  return false;
}

function opensWithQuestion(words: readonly string[]): boolean {
  let start = 0;
  while (start < words.length && fillers.has(words[start]!)) start += 1;
  const opening = words[start];
  if (opening === undefined || !Object.hasOwn(openings, opening)) return false;
  const rule = openings[opening]!;
  let after = start + 1;
  if (rule.next === askingVerbs) while (after < words.length && adverbs.has(words[after]!)) after += 1;
  const next = words[after];
  if (rule.next && (next === undefined || !rule.next.includes(next))) return false;
  if (rule.notNext && next !== undefined && rule.notNext.includes(next)) return false;
  return true;
}
