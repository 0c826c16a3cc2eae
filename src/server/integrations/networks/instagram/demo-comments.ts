import { toCollectedComment } from "../collected-comments";
import type { CollectedComment, CollectedPostComments } from "../network.port";
import { createRandom, hashText, type Random } from "./demo-random";

/*
 * The demo source's comments (docs/product/features.md "Comments and search"): what a Brazilian audience
 * writes under a small brand's posts. Praise, questions about price, delivery, sizes or details,
 * stock and payment, complaints, @mentions of friends, emoji only and a little spam; the account
 * answers some questions a few hours later (now and then more than a day later) and leaves others
 * without an answer.
 *
 * Each post's comments are a fixed list drawn from its username and post id, with times after the
 * post's; a collection sees those already written at `now`. So collecting again finds the same
 * comments (same ids, texts and times) plus the new ones, never a different set. A post gets about
 * as many comments as its matured comment count, at most MAX_DEMO_COMMENTS_PER_POST: comments
 * arrive like likes, most within the first day (a mean delay of 10 hours), so the share written by
 * `now` follows the post's commentsCount.
 *
 * Every other post (and half of the rest) opens with a customer asking about delivery
 * ("entrega"), 10 to 60 minutes after the post, that the account never answers: the journey
 * searches "entrega" on a demo account and finds a question still without an answer after 24
 * hours. For that question to be among what a small plan reads, posts are read newest first (like
 * the Graph source) but each takes at most a fifth of the limit (POST_SHARE_OF_LIMIT), so the
 * comments cover the newest five posts or more, some of them older than a day; and a post's
 * threads are read oldest first, so its opening question is the first its share includes.
 */

/** At most this many comments per demo post, replies included: enough for a realistic thread without a big account's thousands. */
export const MAX_DEMO_COMMENTS_PER_POST = 40;
/** A post takes at most this fraction of the comments limit (a fifth: 10 of Start's 50). */
export const POST_SHARE_OF_LIMIT = 1 / 5;

const minuteMs = 60_000;
const hourMs = 3_600_000;
const dayMs = 86_400_000;

export type DemoCommentedPost = {
  id: string;
  /** When the post went out (ms since the epoch). */
  time: number;
  /** The post's comment count once it has matured, a few days after posting. */
  eventualComments: number;
  /** The post's place in the account's timeline (0 for its first post ever): fixed per post. */
  ordinal: number;
};

// ---------------------------------------------------------------- what people write (pt-BR)

type QuestionKind = "price" | "delivery" | "detail" | "stock" | "payment";
type Kind = QuestionKind | "praise" | "complaint" | "mention" | "emoji" | "spam" | "chat";

/** A question or complaint, and the ways the account answers it. */
type Exchange = readonly [ask: string, answers: readonly string[]];
/** What customers ask and complain about, for one kind of business. */
type Catalogue = Record<QuestionKind | "complaint", readonly Exchange[]>;

const cities = [
  "Recife",
  "BH",
  "Salvador",
  "Curitiba",
  "Porto Alegre",
  "Fortaleza",
  "Manaus",
  "Goiânia",
  "Belém",
  "Floripa",
  "Campinas",
  "Niterói",
  "Natal",
  "Vitória",
];
const neighbourhoods = [
  "Pinheiros",
  "Boa Viagem",
  "Savassi",
  "Moinhos de Vento",
  "Copacabana",
  "Batel",
  "Meireles",
  "Asa Norte",
  "Tijuca",
  "Vila Mariana",
];

const productCatalogue: Catalogue = {
  price: [
    ["Qual o valor?", ["Oi! Te mandamos o valor no direct 😊", "Olá! Esse sai por R$ 89,90 💛"]],
    [
      "Quanto custa esse?",
      ["Esse sai por R$ 129,90, com frete grátis acima de R$ 199 😉", "Oi! Te chamamos no direct com o valor 💛"],
    ],
    ["Qual o preço?", ["Oi, tudo bem? Chamamos você no direct com os valores!"]],
    ["Valor, por favor?", ["Te mandamos no direct! 💛"]],
    ["Tem desconto pra quem leva dois?", ["Tem sim! Levando duas peças, 10% de desconto 😍"]],
    ["Qual o valor desse da segunda foto?", ["O da segunda foto sai por R$ 99,90 💛"]],
  ],
  delivery: [
    ["Vocês fazem entrega em {city}?", ["Fazemos sim! Para {city} o prazo é de 3 a 5 dias úteis 🚚"]],
    ["Qual o prazo de entrega pra {city}?", ["Para {city}, de 3 a 7 dias úteis depois da postagem 🚚"]],
    ["Vocês entregam em {city}?", ["Entregamos sim! Enviamos para todo o Brasil 😊"]],
    ["Quanto tempo demora a entrega pra {city}?", ["Uns 5 dias úteis pra {city} 😊"]],
    ["Qual o valor do frete pra {city}?", ["O frete é calculado no site, e é grátis acima de R$ 199 😉"]],
    ["A entrega é grátis?", ["Grátis nas compras acima de R$ 199! 🚚"]],
  ],
  detail: [
    ["Tem no tamanho G?", ["Temos sim! Do P ao GG 😊"]],
    ["Qual a numeração?", ["Vai do 36 ao 46! A tabela de medidas está no site 💛"]],
    ["Tem no P?", ["Tem sim! 😍"]],
    ["Veste bem quem usa 42?", ["Veste sim! A modelagem é bem fiel 😊"]],
    ["Tem tamanho plus size?", ["Essa peça vai até o G3! 💛"]],
    ["Tem em outras cores?", ["Temos em preto, off-white e verde 😍"]],
    ["Qual o tecido?", ["É viscolinho, bem fresquinho!"]],
  ],
  stock: [
    ["Ainda tem disponível?", ["Ainda temos algumas unidades! Corre 🏃‍♀️"]],
    ["Ainda tem esse?", ["Temos sim, link na bio 😉"]],
    ["Vai ter reposição?", ["Volta semana que vem! 💛"]],
    ["Esgotou? 😢", ["Esgotou, mas volta semana que vem! 💛"]],
    ["Quando volta?", ["Volta na próxima semana! Fica de olho nos stories 👀"]],
  ],
  payment: [
    ["Aceita pix?", ["Aceitamos sim! E no pix tem 5% de desconto 💛"]],
    ["Parcela no cartão?", ["Parcelamos em até 6x sem juros 💳"]],
    ["Dá pra parcelar em quantas vezes?", ["Em até 6x sem juros no cartão 😊"]],
    ["Aceita boleto?", ["Aceitamos pix, cartão e boleto 💳"]],
  ],
  complaint: [
    ["Meu pedido não chegou ainda", ["Oi, sentimos muito! Chamamos você no direct para ver o rastreio 🙏"]],
    ["Veio com defeito 😡", ["Desculpa pelo transtorno! Vamos trocar sem custo, te chamamos no direct."]],
    ["Mandei mensagem no direct e ninguém respondeu", ["Poxa, desculpa a demora! Já te respondemos lá 🙏"]],
    ["Comprei faz 15 dias e nada até agora", ["Que chato! Te chamamos no direct para resolver 🙏"]],
    ["Produto diferente da foto, fiquei decepcionada", ["Sentimos muito! Te chamamos no direct para fazer a troca."]],
    ["Paguei o frete expresso e demorou igual", ["Poxa, desculpa! Vamos devolver a diferença do frete, te chamamos no direct."]],
  ],
};

const beautyDetails: readonly Exchange[] = [
  ["Serve pra pele oleosa?", ["Serve sim! É oil free 😊"]],
  ["Qual o nome desse produto?", ["É o sérum de vitamina C, link na bio 💛"]],
  ["Tem pra cabelo cacheado?", ["Temos a linha completa pra cachos 😍"]],
  ["Dura quanto tempo?", ["Rende uns 3 meses usando todo dia!"]],
  ["É vegano?", ["É sim, e cruelty free 🐰"]],
];

const foodCatalogue: Catalogue = {
  price: [
    ["Qual o valor?", ["Oi! Esse sai por R$ 39,90 😋"]],
    ["Quanto custa esse?", ["O cardápio com os valores está no link da bio!"]],
    ["Quanto tá o combo?", ["O combo sai por R$ 49,90 com bebida 😋"]],
    ["Qual o preço do bolo inteiro?", ["O inteiro é R$ 120, serve umas 15 fatias 🍰"]],
    ["Valor da fatia?", ["A fatia é R$ 14 🍰"]],
  ],
  delivery: [
    ["Vocês fazem entrega em {neighbourhood}?", ["Entregamos sim! Pede pelo app ou pelo WhatsApp da bio 🛵"]],
    ["Qual a taxa de entrega pra {neighbourhood}?", ["Pra {neighbourhood} a taxa é R$ 7 🛵"]],
    ["Tem entrega no domingo?", ["Tem sim, das 11h às 22h 🛵"]],
    ["Fazem entrega depois das 22h?", ["Entregamos até as 23h 😊"]],
    ["Entregam em {neighbourhood}?", ["Entregamos! 🛵"]],
  ],
  detail: [
    ["Tem opção sem glúten?", ["Temos sim, marcadas no cardápio 😊"]],
    ["Serve quantas pessoas?", ["Serve bem 4 pessoas!"]],
    ["Tem versão vegana?", ["Tem sim! A de grão-de-bico é a favorita 🌱"]],
    ["Precisa reservar?", ["Pra grupos grandes é bom reservar pelo WhatsApp 😉"]],
    ["Tem opção sem lactose?", ["Temos sim! 😊"]],
  ],
  stock: [
    ["Ainda tem hoje?", ["Ainda temos! Corre 🏃‍♀️"]],
    ["Vai ter amanhã também?", ["Vai sim, sai fornada nova cedinho 🥐"]],
    ["Acabou? 😢", ["Acabou hoje, mas amanhã tem mais! 🥐"]],
    ["Volta quando?", ["Volta no fim de semana! 😋"]],
  ],
  payment: [
    ["Aceita pix?", ["Aceitamos pix, cartão e VR 💳"]],
    ["Aceita vale-refeição?", ["Aceitamos VR e VA 😊"]],
    ["Aceita cartão na entrega?", ["Sim! A maquininha vai junto 😊"]],
  ],
  complaint: [
    ["Meu pedido chegou frio 😡", ["Poxa, sentimos muito! Te chamamos no direct para resolver 🙏"]],
    ["Pedi ontem e veio faltando item", ["Desculpa! Vamos mandar o que faltou, te chamamos no direct."]],
    ["Demorou mais de uma hora pra chegar", ["Desculpa a demora, ontem foi corrido! Te chamamos no direct 🙏"]],
    ["Fui no sábado e o atendimento foi péssimo", ["Sentimos muito! Já falamos com a equipe, te chamamos no direct."]],
  ],
};

const serviceCatalogue: Catalogue = {
  price: [
    ["Qual o valor?", ["Oi! Te mandamos os valores no direct 😊"]],
    ["Quanto custa?", ["Chamamos você no direct com a tabela completa!"]],
    ["Qual o investimento?", ["Temos planos a partir de R$ 197/mês 😉"]],
    ["Tem pacote mensal? Quanto fica?", ["Tem sim, a partir de R$ 197/mês 😉"]],
  ],
  delivery: [
    ["Qual o prazo de entrega?", ["A entrega é em até 10 dias úteis 😊"]],
    ["Em quanto tempo é a entrega?", ["Em até 10 dias úteis!"]],
    ["Vocês fazem a entrega por e-mail?", ["Entregamos tudo por link, bem prático!"]],
    ["A entrega é online ou presencial?", ["Online! Te explicamos tudo no direct 💬"]],
  ],
  detail: [
    ["Atende online?", ["Atendemos online e presencial! 😊"]],
    ["Como funciona?", ["Te explicamos tudo no direct 💬"]],
    ["Atende em {city}?", ["Atendemos {city} online! 😊"]],
    ["Tem horário no sábado?", ["Temos horários aos sábados sim!"]],
    ["Precisa de experiência?", ["Não precisa, começamos do zero 😉"]],
  ],
  stock: [
    ["Ainda tem vaga?", ["Ainda temos duas vagas! 😉"]],
    ["Tem horário essa semana?", ["Temos quinta à tarde, te chamamos no direct!"]],
    ["Abre turma nova quando?", ["Nova turma no mês que vem, link na bio!"]],
  ],
  payment: [
    ["Aceita pix?", ["Aceitamos pix e cartão 💳"]],
    ["Parcela no cartão?", ["Parcelamos em até 10x 💳"]],
    ["Dá pra parcelar?", ["Dá sim! Em até 10x 😊"]],
  ],
  complaint: [
    ["Paguei e até agora não recebi nada", ["Oi, sentimos muito! Te chamamos no direct para resolver 🙏"]],
    ["Marquei horário e ninguém apareceu 😡", ["Poxa, desculpa! Já falamos com você no direct."]],
    ["Mandei e-mail três vezes e nada", ["Desculpa a demora! Te respondemos agora no direct 🙏"]],
    ["Esperava mais, achei bem fraco", ["Obrigada pelo retorno, vamos melhorar! Te chamamos no direct."]],
  ],
};

// How each kind of service is asked about delivery ("entrega") of what it makes.
const deliveryByCategory: Record<string, readonly Exchange[]> = {
  "Agência de marketing": [
    ["Qual o prazo de entrega de um projeto assim?", ["Em média 15 dias, te explicamos no direct 😊"]],
    ["Em quanto tempo vocês fazem a entrega do planejamento?", ["O planejamento sai em uma semana!"]],
  ],
  Academia: [
    ["Qual o prazo de entrega do plano de treino?", ["Em até 3 dias depois da avaliação 💪"]],
    ["A entrega da planilha é por e-mail?", ["Pelo app! Bem mais prático 😉"]],
  ],
  "Viagem e turismo": [
    ["Qual o prazo de entrega do roteiro personalizado?", ["Em até 7 dias! ✈️"]],
    ["Vocês fazem a entrega do roteiro em PDF?", ["Em PDF e no app! ✈️"]],
  ],
  Fotógrafo: [
    ["Qual o prazo de entrega das fotos?", ["Em até 20 dias, já editadas 📸"]],
    ["A entrega das fotos é por link?", ["Por link, em galeria online 📸"]],
    ["Em quantos dias é a entrega do álbum?", ["O álbum fica pronto em uns 45 dias!"]],
  ],
  Educação: [
    ["Qual o prazo de entrega do certificado?", ["Sai na hora, assim que você termina o curso 🎓"]],
    ["A entrega do material é na hora?", ["É na hora, direto na área do aluno 📚"]],
  ],
};

function catalogueOf(category: string): Catalogue {
  if (category === "Loja de roupas") return productCatalogue;
  if (category === "Saúde/beleza") return { ...productCatalogue, detail: beautyDetails };
  if (category === "Restaurante") return foodCatalogue;
  const delivery = deliveryByCategory[category];
  return delivery ? { ...serviceCatalogue, delivery } : serviceCatalogue;
}

const praise = [
  "Amei! 😍",
  "Que lindo",
  "Que lindo!! 😍😍",
  "Perfeito demais",
  "Maravilhoso ❤️",
  "Que coisa mais linda",
  "Sou fã de vocês!",
  "Top demais 👏👏",
  "Arrasaram!",
  "Lindo demais, parabéns pelo trabalho",
  "Adorei a ideia!",
  "Comprei e amei, super recomendo!",
  "Chegou rapidinho e é tudo isso mesmo 😍",
  "Vocês são demais 💛",
  "Sensacional",
  "Meu sonho 😍",
  "Que capricho!",
  "Amo tudo de vocês",
];
const praiseAnswers = ["Obrigada! 💛", "Que bom que gostou! 😍", "❤️", "Nós que agradecemos! 🙏"];
const mentions = [
  "{friend} olha isso",
  "{friend} olha que lindo",
  "{friend} lembrei de você 😂",
  "{friend} {friend2} precisamos!",
  "{friend} é esse que eu te falei",
  "{friend} vamos 😍",
  "{friend} presente de aniversário, anota aí kkkk",
];
const friendReplies = ["kkkkk amei", "Quero! 😍", "Bora!!", "Simmm", "Já salvei aqui", "Que lindo, amiga", "Anotado 😂"];
const emojiOnly = ["😍😍😍", "🔥🔥", "❤️", "👏👏👏", "😍🙌", "💛✨", "🔥", "😂😂", "🙌🙌", "❤️❤️❤️"];
const spam = [
  "Ganhe seguidores grátis, link na bio",
  "Quer aumentar suas vendas? Chama no direct 🚀",
  "Promoção imperdível no meu perfil!! 💰",
  "Divulgue sua marca conosco, chama na DM",
  "Renda extra trabalhando de casa, link na bio 💸",
];
const chat = [
  "Bom dia!",
  "Primeira! 🙋‍♀️",
  "Boa noite, pessoal",
  "Esperando o próximo post",
  "Salvei aqui",
  "Vocês sempre arrasam nos posts",
  "Conteúdo bom demais",
];
const greetings = ["Oi! ", "Oi, tudo bem? ", "Boa tarde! ", "Olá, ", "Gente, ", "Bom dia! ", "Oii "];

const weights: [Kind, number][] = [
  ["praise", 24],
  ["price", 11],
  ["delivery", 8],
  ["detail", 9],
  ["stock", 6],
  ["payment", 6],
  ["complaint", 5],
  ["mention", 12],
  ["emoji", 10],
  ["spam", 3],
  ["chat", 6],
];
const totalWeight = weights.reduce((sum, [, weight]) => sum + weight, 0);
// How often the account answers each kind (docs/product/features.md: "sem resposta" questions exist, and answered ones).
const answerChance = {
  price: 0.65,
  delivery: 0.55,
  detail: 0.6,
  stock: 0.55,
  payment: 0.7,
  complaint: 0.75,
  praise: 0.15,
} satisfies Partial<Record<Kind, number>>;
const isAnswered = (kind: Kind): kind is keyof typeof answerChance => kind in answerChance;

// ---------------------------------------------------------------- who writes

const firstNames = [
  "ana",
  "beatriz",
  "bruna",
  "camila",
  "carla",
  "carol",
  "daniela",
  "fernanda",
  "gabriela",
  "helena",
  "isabela",
  "julia",
  "larissa",
  "leticia",
  "luana",
  "mariana",
  "natalia",
  "patricia",
  "paula",
  "renata",
  "tais",
  "vanessa",
  "bruno",
  "caio",
  "diego",
  "felipe",
  "gustavo",
  "lucas",
  "mateus",
  "pedro",
  "rafael",
  "thiago",
];
const nicknames = ["aninha", "bia", "carol", "gabi", "lu", "mari", "rafa", "nat", "ju", "dani", "fe", "lari"];
const surnames = [
  "almeida",
  "barbosa",
  "cardoso",
  "costa",
  "ferreira",
  "gomes",
  "lima",
  "martins",
  "melo",
  "oliveira",
  "pereira",
  "ribeiro",
  "rocha",
  "santos",
  "silva",
  "souza",
  "araujo",
  "nascimento",
  "carvalho",
  "moura",
];
const spammers = [
  "seguidores.brasil.top",
  "ganhe.seguidores_ja",
  "promo.ofertas.br",
  "divulga.marcas_oficial",
  "renda.extra.agora",
];

function writeHandle(random: Random): string {
  const first = random.pick(firstNames);
  const last = random.pick(surnames);
  const handle = random.pick([
    () => `${first}.${last}`,
    () => `${first}${last}`,
    () => `${first}_${last}`,
    () => `${first}.${last}${random.int(1, 99)}`,
    () => `${random.pick(nicknames)}.${last}`,
    () => `${random.pick(nicknames)}${last}_`,
    () => `_${first}${last}`,
    () => `${first}.${last.charAt(0)}.${random.pick(surnames)}`,
    () => `${first}${random.int(1985, 2006)}`,
    () => `eu.${first}${last}`,
  ])();
  return handle.slice(0, 30);
}

// ---------------------------------------------------------------- one post's comments

type Draft = { id: string; parentId: string | null; username: string; text: string; time: number; likeCount: number };
type Thread = { comment: Draft; replies: Draft[] };

type Writer = { account: string; catalogue: Catalogue; random: Random; postId: string; written: number };
/** A comment and the ways the account may answer it (none for what needs no answer). */
type Written = { comment: Draft; answers: readonly string[] };

/** Fills a comment's blanks; its answer is filled with the same words (the same city). */
function filler(random: Random) {
  const words: Record<string, string> = {
    "{city}": random.pick(cities),
    "{neighbourhood}": random.pick(neighbourhoods),
    "{friend}": `@${writeHandle(random)}`,
    "{friend2}": `@${writeHandle(random)}`,
  };
  return (template: string) => template.replace(/\{\w+\}/g, (blank) => words[blank] ?? blank);
}

/** A Graph-like comment id (17 followed by digits), fixed per account, post and position. */
function commentIdOf(seed: string) {
  return `17${String(hashText(`${seed}|a`)).padStart(10, "0")}${String(hashText(`${seed}|b`) % 1_000_000).padStart(6, "0")}`;
}

function draft(writer: Writer, fields: Omit<Draft, "id">): Draft {
  return { ...fields, id: commentIdOf(`${writer.account}|comment|${writer.postId}|${writer.written++}`) };
}

/** People ask with or without a greeting ("Oi! Qual…", "Gente, qual…"), and often without a capital letter. */
function askLikeAPerson(text: string, random: Random) {
  let asked = text;
  if (random.chance(0.3)) {
    const greeting = random.pick(greetings);
    asked = /[!?] $/.test(greeting) ? `${greeting}${text}` : `${greeting}${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
  return random.chance(0.3) ? asked.charAt(0).toLowerCase() + asked.slice(1) : asked;
}

/** How long the account takes to answer: mostly a few hours, sometimes the next day or later. */
function answerDelay(random: Random) {
  if (random.chance(0.12)) return random.between(26, 72) * hourMs;
  if (random.chance(0.25)) return random.between(8, 20) * hourMs;
  return random.between(0.3, 8) * hourMs;
}

/** When a comment is written: like likes, most within the first day (a mean delay of 10 hours). */
function commentDelay(random: Random) {
  return Math.min(14 * dayMs, Math.max(2 * minuteMs, -10 * hourMs * Math.log(1 - random.next())));
}

function pickKind(random: Random): Kind {
  let roll = random.next() * totalWeight;
  for (const [kind, weight] of weights) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "praise";
}

function writeComment(writer: Writer, kind: Kind, time: number): Written {
  const { random, catalogue } = writer;
  const fill = filler(random);
  const written = (
    text: string,
    likeCount: number,
    answers: readonly string[] = [],
    username = writeHandle(random),
  ): Written => ({
    comment: draft(writer, { parentId: null, username, text, time, likeCount }),
    answers,
  });
  switch (kind) {
    case "praise":
      return written(random.pick(praise), random.chance(0.2) ? random.int(3, 25) : random.int(0, 3), praiseAnswers);
    case "mention":
      return written(fill(random.pick(mentions)), random.int(0, 2));
    case "emoji":
      return written(random.pick(emojiOnly), random.int(0, 2));
    case "spam":
      return written(random.pick(spam), 0, [], random.pick(spammers));
    case "chat":
      return written(random.pick(chat), random.int(0, 2));
    case "complaint": {
      const [complaint, answers] = random.pick(catalogue.complaint);
      return written(fill(complaint), random.int(0, 8), answers.map(fill));
    }
    default: {
      const [ask, answers] = random.pick(catalogue[kind]);
      return written(askLikeAPerson(fill(ask), random), random.int(0, 2), answers.map(fill));
    }
  }
}

/** Every comment the post will ever get (at most MAX_DEMO_COMMENTS_PER_POST), oldest thread first. */
function writeThreads(account: string, category: string, post: DemoCommentedPost): Thread[] {
  const writer: Writer = {
    account,
    catalogue: catalogueOf(category),
    random: createRandom(`${account}|comments|${post.id}`),
    postId: post.id,
    written: 0,
  };
  const { random } = writer;
  // The opening delivery question the account never answers (see the header): on every other
  // post at least, so no two posts in a row go without one.
  const opensWithDelivery = post.ordinal % 2 === 0 || random.chance(0.5);
  const total = Math.max(opensWithDelivery ? 1 : 0, Math.min(Math.floor(post.eventualComments), MAX_DEMO_COMMENTS_PER_POST));
  const threads: Thread[] = [];
  let count = 0;
  if (opensWithDelivery) {
    const time = post.time + random.between(10, 60) * minuteMs;
    const [ask] = random.pick(writer.catalogue.delivery.filter(([question]) => /entrega/i.test(question)));
    const text = askLikeAPerson(filler(random)(ask), random);
    threads.push({
      comment: draft(writer, { parentId: null, username: writeHandle(random), text, time, likeCount: random.int(0, 2) }),
      replies: [],
    });
    count++;
  }
  while (count < total) {
    const kind = pickKind(random);
    const { comment, answers } = writeComment(writer, kind, post.time + commentDelay(random));
    count++;
    const replies: Draft[] = [];
    if (isAnswered(kind) && answers.length > 0 && count < total && random.chance(answerChance[kind])) {
      replies.push(
        draft(writer, {
          parentId: comment.id,
          username: account,
          text: random.pick(answers),
          time: comment.time + answerDelay(random),
          likeCount: random.int(0, 2),
        }),
      );
      count++;
    }
    const friend = /^@([a-z0-9._]+)/.exec(comment.text)?.[1];
    if (kind === "mention" && friend && count < total && random.chance(0.4)) {
      replies.push(
        draft(writer, {
          parentId: comment.id,
          username: friend,
          text: random.pick(friendReplies),
          time: comment.time + random.between(5, 360) * minuteMs,
          likeCount: random.int(0, 1),
        }),
      );
      count++;
    }
    threads.push({ comment, replies: replies.sort((a, b) => a.time - b.time) });
  }
  return threads.sort((a, b) => a.comment.time - b.comment.time);
}

function toComment(item: Draft): CollectedComment | undefined {
  // Graph writes whole seconds; so does the demo.
  const timestamp = new Date(Math.floor(item.time / 1000) * 1000).toISOString();
  return toCollectedComment({
    id: item.id,
    parentId: item.parentId,
    username: item.username,
    text: item.text,
    likeCount: item.likeCount,
    timestamp,
  });
}

/**
 * The comments a collection at `now` reads: posts newest first (pass them in that order), up to
 * `commentsLimit` comments in all, replies counted like comments. A post's list is complete when
 * every comment written on it by `now` fits.
 */
export function createDemoComments(input: {
  username: string;
  category: string;
  posts: readonly DemoCommentedPost[];
  now: number;
  commentsLimit: number;
}): CollectedPostComments[] {
  let budget = Math.max(0, Math.floor(input.commentsLimit));
  const share = Math.max(1, Math.floor(budget * POST_SHARE_OF_LIMIT));
  const read: CollectedPostComments[] = [];
  for (const post of input.posts) {
    if (budget === 0) break;
    const written = writeThreads(input.username, input.category, post)
      .filter((thread) => thread.comment.time <= input.now)
      .flatMap((thread) => [thread.comment, ...thread.replies.filter((reply) => reply.time <= input.now)]);
    const taken = written.slice(0, Math.min(budget, share));
    const comments = taken.map(toComment).filter((comment) => comment !== undefined);
    budget -= taken.length;
    read.push({ mediaId: post.id, complete: comments.length === written.length, comments });
  }
  return read;
}
