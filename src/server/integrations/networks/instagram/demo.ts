import {
  profileDataSchema,
  relatedProfileSchema,
  type Post,
  type PostType,
  type RelatedProfile,
  type Video,
} from "@core/social/profile-data";
import { mediaTypeLabels } from "@core/social/post-type-labels";
import { readHashtags, readMentions } from "../caption-tags";
import { createDemoComments } from "./demo-comments";
import { createRandom, hashText, type Random } from "./demo-random";
import type { CollectedProfile, PublicProfileSource } from "../network.port";

/*
 * docs/product/networks.md: with no scraper configured, the demo source produces deterministic,
 * realistic data for any username. Everything is derived from the username (the seed) and the
 * day of `now`, so two collections on the same day agree, and later collections drift: followers
 * grow or wobble day by day, new posts appear, recent posts keep gathering likes. Pictures are
 * inline SVG data URIs, so nothing is fetched from outside.
 */

const dayMs = 86_400_000;
const hourMs = 3_600_000;
// Posts are numbered from this day on, so a post keeps its id, type and caption as time passes.
const timelineStartDay = Date.UTC(2020, 0, 1) / dayMs;
// Follower growth is measured from this day (the base follower count is the count on that day).
const growthAnchorDay = Date.UTC(2025, 0, 1) / dayMs;
// America/Sao_Paulo has had no daylight saving time since 2019: UTC-3 all year.
const saoPauloOffsetHours = 3;
// The demo never returns more posts than this, whatever the plan reads (12 to 40 per account).
const minPosts = 12;
const maxPosts = 40;

// ---------------------------------------------------------------- content catalogue (pt-BR)

type Niche = {
  keywords: string[];
  category: string;
  businessChance: number;
  bio: string[];
  captions: string[];
  hashtags: string[];
  igtvTitles: string[];
  words: string[];
  colors: [string, string];
};

const niches: Niche[] = [
  {
    keywords: ["mkt", "marketing", "digital", "social", "agencia", "ads", "growth", "midia"],
    category: "Agência de marketing",
    businessChance: 0.8,
    bio: ["Estratégias de Instagram que vendem 📈", "Marketing digital sem enrolação", "Ajudamos marcas a crescer nas redes"],
    captions: [
      "3 erros que travam o crescimento do seu perfil (e como corrigir cada um).",
      "Seu conteúdo não precisa viralizar, precisa converter. Bora falar sobre isso?",
      "Checklist rápido antes de publicar qualquer post 👇",
      "O algoritmo mudou de novo? Calma: consistência ainda ganha do improviso.",
      "Bastidores da campanha que fizemos para um cliente do varejo essa semana.",
      "Qual métrica você olha primeiro: alcance ou engajamento?",
      "Como montar um calendário editorial de 30 dias em uma tarde.",
      "Reels curtos ou longos? Testamos os dois por um mês e o resultado surpreendeu.",
    ],
    hashtags: [
      "marketingdigital",
      "socialmedia",
      "estrategiadigital",
      "instagramparanegocios",
      "empreendedorismo",
      "conteudodigital",
      "trafegopago",
      "branding",
      "vendasonline",
      "dicasdeinstagram",
    ],
    igtvTitles: [
      "Aula completa: planejamento de conteúdo",
      "Live: tendências do Instagram para este ano",
      "Análise de perfis ao vivo",
    ],
    words: ["mkt", "digital", "social", "growth", "agencia", "conteudo"],
    colors: ["#6d28d9", "#db2777"],
  },
  {
    keywords: [
      "cafe",
      "food",
      "cozinha",
      "receita",
      "chef",
      "burger",
      "pizza",
      "doce",
      "bolo",
      "padaria",
      "restaurante",
      "sabor",
      "gourmet",
    ],
    category: "Restaurante",
    businessChance: 0.7,
    bio: ["Comida de verdade, feita com carinho 🍽️", "Receitas fáceis para o dia a dia", "Delivery e salão • Ter a Dom"],
    captions: [
      "Saiu do forno agora! Quem aí encara um pedaço? 🍰",
      "Receita rápida para o almoço de domingo, anota aí:",
      "O segredo do nosso molho é tempo (e um pouco de paciência).",
      "Novidade no cardápio a partir de sexta-feira ✨",
      "Café passado na hora + pão de queijo quentinho = manhã perfeita ☕",
      "Vocês pediram e voltou: o clássico da casa!",
      "Três jeitos de aproveitar sobras sem desperdiçar nada.",
      "Prato do dia: arroz, feijão, farofa e aquele bife acebolado.",
    ],
    hashtags: [
      "gastronomia",
      "comidadeverdade",
      "receitas",
      "foodporn",
      "cafedamanha",
      "culinariabrasileira",
      "delivery",
      "docesgourmet",
      "saopaulo",
      "instafood",
    ],
    igtvTitles: ["Receita completa passo a passo", "Um dia na nossa cozinha", "Bate-papo com o chef"],
    words: ["cozinha", "sabor", "receitas", "cafe", "gourmet", "doces"],
    colors: ["#b45309", "#dc2626"],
  },
  {
    keywords: ["fit", "gym", "treino", "academia", "run", "crossfit", "yoga", "pilates", "saude", "nutri"],
    category: "Academia",
    businessChance: 0.5,
    bio: ["Treino, saúde e constância 💪", "Personal trainer • Consultoria online", "Seu corpo, seu ritmo"],
    captions: [
      "Treino de pernas completo para fazer em 40 minutos 🔥",
      "Constância > intensidade. Todo santo dia.",
      "Antes de desistir, lembra por que você começou.",
      "5 exercícios para fortalecer o core em casa.",
      "O que comer antes do treino? Respondendo a pergunta mais feita da semana.",
      "Alongamento de 10 minutos para quem passa o dia sentado.",
      "Segunda-feira é dia de quê? De treinar! 🏋️",
      "Resultado de 12 semanas de acompanhamento (com autorização da aluna).",
    ],
    hashtags: [
      "fitness",
      "treino",
      "academia",
      "vidasaudavel",
      "foco",
      "hipertrofia",
      "emagrecimento",
      "personaltrainer",
      "saude",
      "motivacao",
    ],
    igtvTitles: ["Treino completo em casa", "Aula de mobilidade", "Perguntas e respostas sobre dieta"],
    words: ["fit", "treino", "saude", "move", "body", "gym"],
    colors: ["#059669", "#0284c7"],
  },
  {
    keywords: ["moda", "style", "look", "fashion", "store", "loja", "closet", "boutique", "brecho", "joias"],
    category: "Loja de roupas",
    businessChance: 0.75,
    bio: [
      "Moda feminina com entrega para todo o Brasil 🛍️",
      "Looks reais para o dia a dia",
      "Peças únicas • Frete grátis acima de R$ 199",
    ],
    captions: [
      "Look do dia: alfaiataria leve para dias quentes.",
      "Nova coleção no ar! Qual peça é a sua favorita? 💛",
      "3 formas de usar a mesma camisa branca.",
      "Provador ao vivo: ajudamos você a escolher o tamanho certo.",
      "Últimas unidades da saia midi que esgotou em 2 dias!",
      "Inspiração de look para o fim de semana ✨",
      "Tendência da estação: tons terrosos em tudo.",
      "Bastidores do ensaio da nova coleção 📸",
    ],
    hashtags: [
      "moda",
      "lookdodia",
      "modafeminina",
      "estilo",
      "tendencia",
      "outfit",
      "novacolecao",
      "modabrasileira",
      "fashion",
      "compreonline",
    ],
    igtvTitles: ["Provador ao vivo", "Como montar um guarda-roupa cápsula", "Tour pela nova coleção"],
    words: ["style", "moda", "closet", "store", "look", "atelier"],
    colors: ["#be185d", "#f59e0b"],
  },
  {
    keywords: ["geo", "nat", "travel", "viagem", "trip", "mundo", "explore", "praia", "natureza", "aventura", "turismo", "wild"],
    category: "Viagem e turismo",
    businessChance: 0.55,
    bio: [
      "Explorando o mundo, um destino por vez 🌎",
      "Roteiros, natureza e histórias de viagem",
      "Fotografia de natureza e expedições",
    ],
    captions: [
      "Amanhecer na Chapada dos Veadeiros. Vale cada passo da trilha 🌄",
      "Roteiro de 5 dias em Lençóis Maranhenses, com custos reais.",
      "A fauna do Pantanal em uma única manhã de expedição.",
      "Salva esse post para a sua próxima viagem ✈️",
      "Praias escondidas do litoral nordestino que pouca gente conhece.",
      "Por trás da foto: 4 horas de espera por esse momento.",
      "O que levar na mochila para uma trilha de um dia.",
      "Cada paisagem conta uma história. Esta começa no Jalapão.",
    ],
    hashtags: ["viagem", "natureza", "turismo", "trilha", "fotografia", "brasil", "explore", "mochilao", "paisagem", "aventura"],
    igtvTitles: ["Documentário: uma semana no Pantanal", "Roteiro completo pelo Jalapão", "Expedição Amazônia"],
    words: ["travel", "viagem", "trip", "explore", "mundo", "trilhas"],
    colors: ["#15803d", "#0369a1"],
  },
  {
    keywords: ["foto", "photo", "studio", "estudio", "design", "arte", "art", "ilustra", "criativo"],
    category: "Fotógrafo",
    businessChance: 0.6,
    bio: ["Fotografia de retratos e eventos 📷", "Design e ilustração sob encomenda", "Agenda aberta para ensaios"],
    captions: [
      "Ensaio de família no fim de tarde, luz natural e muito carinho.",
      "Antes e depois da edição: o que muda de verdade?",
      "Processo criativo de uma ilustração do zero 🎨",
      "Agenda aberta para ensaios no próximo mês!",
      "Qual das duas versões você escolheria? 1 ou 2?",
      "Dica de composição: use as linhas do cenário a seu favor.",
      "Casamento na praia: um dos dias mais bonitos do ano.",
      "Meu equipamento atual (e o que eu compraria de novo).",
    ],
    hashtags: [
      "fotografia",
      "ensaiofotografico",
      "retrato",
      "design",
      "ilustracao",
      "arte",
      "criatividade",
      "fotografo",
      "processocriativo",
      "portfolio",
    ],
    igtvTitles: ["Edição completa de um ensaio", "Making of do casamento", "Tour pelo estúdio"],
    words: ["studio", "foto", "arte", "design", "lab", "click"],
    colors: ["#374151", "#7c3aed"],
  },
  {
    keywords: ["beauty", "beleza", "make", "skin", "cabelo", "hair", "nail", "unha", "estetica", "spa"],
    category: "Saúde/beleza",
    businessChance: 0.65,
    bio: ["Beleza real, sem filtro ✨", "Skincare e maquiagem para o dia a dia", "Atendimento com hora marcada"],
    captions: [
      "Rotina de skincare noturna em 4 passos 🌙",
      "Make leve para o trabalho em 10 minutos.",
      "Resultado da hidratação de hoje: fios renovados!",
      "Protetor solar todos os dias, até em dia nublado ☀️",
      "Testei o produto que todo mundo está falando. Vale a pena?",
      "Antes e depois da limpeza de pele.",
      "Esmaltação em gel: quanto tempo dura de verdade?",
      "Dica rápida para a maquiagem durar o dia inteiro.",
    ],
    hashtags: [
      "beleza",
      "skincare",
      "maquiagem",
      "autocuidado",
      "cabelo",
      "makeup",
      "estetica",
      "cuidadoscomapele",
      "beauty",
      "dicasdebeleza",
    ],
    igtvTitles: ["Tutorial de maquiagem completo", "Rotina de skincare explicada", "Perguntas sobre cabelos cacheados"],
    words: ["beauty", "make", "skin", "glow", "spa", "bela"],
    colors: ["#db2777", "#f472b6"],
  },
  {
    keywords: ["tech", "dev", "code", "ti", "ia", "ai", "data", "edu", "curso", "escola", "professor", "aprenda"],
    category: "Educação",
    businessChance: 0.6,
    bio: ["Tecnologia explicada de um jeito simples 💻", "Cursos online e conteúdo gratuito", "Aprenda algo novo todo dia"],
    captions: [
      "Inteligência artificial no dia a dia: 5 usos práticos para começar hoje.",
      "Resumo da aula de hoje para quem perdeu 📚",
      "Como organizar os estudos trabalhando em tempo integral.",
      "O erro mais comum de quem está começando em programação.",
      "Ferramentas gratuitas que uso toda semana.",
      "Mito ou verdade? Respondendo as dúvidas da caixinha.",
      "Passo a passo para criar o seu primeiro projeto.",
      "Inscrições abertas para a nova turma! Link na bio.",
    ],
    hashtags: [
      "tecnologia",
      "educacao",
      "programacao",
      "inteligenciaartificial",
      "estudos",
      "carreira",
      "cursoonline",
      "aprendizado",
      "produtividade",
      "inovacao",
    ],
    igtvTitles: ["Aula aberta: introdução à programação", "Live: carreira em tecnologia", "Workshop de produtividade"],
    words: ["tech", "dev", "code", "academy", "edu", "lab"],
    colors: ["#1d4ed8", "#0891b2"],
  },
];

const generalHashtags = [
  "brasil",
  "instagood",
  "dicas",
  "inspiracao",
  "empreendedorismo",
  "marketingdigital",
  "reels",
  "conteudo",
  "sucesso",
  "foco",
];
const callsToAction = [
  "Salva esse post para não esquecer! 💾",
  "Comenta aqui embaixo o que você achou 👇",
  "Marca alguém que precisa ver isso!",
  "Link na bio 🔗",
  "Compartilha com quem vai gostar 💬",
  "Conta pra gente nos comentários!",
];
const firstNames = [
  "Ana",
  "Beatriz",
  "Bruno",
  "Camila",
  "Carla",
  "Daniel",
  "Eduardo",
  "Fernanda",
  "Gabriel",
  "Helena",
  "Igor",
  "Isabela",
  "João",
  "Júlia",
  "Larissa",
  "Lucas",
  "Marina",
  "Mateus",
  "Natália",
  "Paula",
  "Pedro",
  "Rafael",
  "Renata",
  "Thiago",
  "Vinícius",
];
const surnames = [
  "Almeida",
  "Barbosa",
  "Cardoso",
  "Costa",
  "Ferreira",
  "Gomes",
  "Lima",
  "Martins",
  "Melo",
  "Oliveira",
  "Pereira",
  "Ribeiro",
  "Rocha",
  "Santos",
  "Silva",
  "Souza",
];
const cities = [
  "São Paulo",
  "Rio de Janeiro",
  "Belo Horizonte",
  "Curitiba",
  "Porto Alegre",
  "Recife",
  "Salvador",
  "Florianópolis",
  "Brasília",
  "Fortaleza",
];
const avatarColors = ["#7c3aed", "#db2777", "#ea580c", "#16a34a", "#0284c7", "#4f46e5", "#0d9488", "#b45309"];
// Relative engagement per format: reels and carousels do better, feed videos a bit worse.
const typeLikeFactor: Record<PostType, number> = { image: 1, sidecar: 1.15, video: 0.8, clips: 1.3 };
// Engagement by São Paulo weekday (0 = Sunday): weekends do better, Mondays worse.
export const weekdayLikeFactor = [1.15, 0.88, 0.95, 1, 1, 1.04, 1.12] as const;
// Follower growth by weekday: a weekly rhythm on top of the trend.
const weekdayGrowth = [0.6, -0.8, -0.4, 0, 0.2, 0.3, 0.5] as const;
export const weekdayOf = (day: number) => (day + 4) % 7; // day 0 (1970-01-01) was a Thursday

// ---------------------------------------------------------------- pictures (inline SVG)

function toDataUri(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function initialsOf(name: string) {
  const letters = name
    .split(/[\s._]+/)
    .filter(Boolean)
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, "").charAt(0))
    .filter(Boolean);
  return (letters.slice(0, 2).join("") || "IG").toUpperCase();
}

/** A round-friendly square with initials: used for the profile and related-profile pictures. */
export function createDemoAvatar(name: string, seed: string) {
  const color = avatarColors[hashText(seed) % avatarColors.length];
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150">` +
      `<rect width="150" height="150" fill="${color}"/>` +
      `<text x="75" y="75" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="56" font-weight="700" fill="#fff">${initialsOf(name)}</text></svg>`,
  );
}

/** A post's thumbnail: the account's colours, its format's name ("Carrossel", "Vídeo") over them. */
export function createPostPicture(type: PostType | "igtv", colors: [string, string], angle: number) {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
      `<defs><linearGradient id="g" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
      `<rect width="320" height="320" fill="url(#g)"/>` +
      `<text x="160" y="160" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="#fff" fill-opacity=".85">${mediaTypeLabels[type]}</text></svg>`,
  );
}

// ---------------------------------------------------------------- the account (fixed per username)

export type Account = ReturnType<typeof describeAccount>;

const lowerCaseWords = new Set(["da", "de", "do", "das", "dos", "e"]);

function titleCase(text: string) {
  return text
    .split(/[\s._]+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && lowerCaseWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

function chooseNiche(username: string, random: Random): Niche {
  // Short keywords ("ia", "ti") must be a whole part of the handle, or "julia" would be about AI.
  const parts = username.split(/[._\d]+/);
  const matches = (keyword: string) => (keyword.length < 4 ? parts.includes(keyword) : username.includes(keyword));
  const matching = niches.filter((niche) => niche.keywords.some(matches));
  return random.pick(matching.length > 0 ? matching : niches);
}

function describeAccount(username: string) {
  const random = createRandom(`${username}|account`);
  const niche = chooseNiche(username, random);
  // Log-uniform between ~2K and ~2M; short handles are usually older and larger accounts.
  const size = Math.pow(random.next(), username.length <= 6 ? 0.45 : 1.15);
  const baseFollowers = Math.round(2_000 * Math.pow(1_000, size));
  const isBusiness = random.chance(niche.businessChance);
  const personName = `${random.pick(firstNames)} ${random.pick(surnames)}`;
  const verified = (baseFollowers > 1_000_000 && random.chance(0.85)) || (baseFollowers > 250_000 && random.chance(0.5));
  const log = Math.log10(baseFollowers);
  // Smaller accounts engage a larger share of their followers (about 6% at 2K, 2% at 2M).
  const engagementRate = (0.09 / (log - 1.8)) * random.between(0.55, 1.35);
  const typeCycle = random.shuffle<PostType>(
    random.chance(0.5)
      ? ["image", "image", "sidecar", "sidecar", "clips", "clips", "clips", "video"]
      : ["image", "image", "image", "sidecar", "sidecar", "clips", "clips", "video", "clips"],
  );
  return {
    username,
    niche,
    isBusiness,
    fullName: isBusiness ? titleCase(username) : personName,
    verified,
    city: random.pick(cities),
    bio: random.pick(niche.bio),
    baseFollowers,
    growthPerYear: random.between(-0.04, 0.45),
    wavePeriodDays: random.int(19, 41),
    baseFollows: random.int(120, 1_800),
    followsPerMonth: random.between(0, 6),
    olderPosts: Math.round(random.between(30, 400) * (1 + log - 3.3)),
    postsPerWeek: random.between(2, 10),
    postsCap: random.int(minPosts, maxPosts),
    peakHours: [random.pick([7, 8, 9, 11, 12, 13]), random.pick([17, 18, 19, 20, 21, 22])],
    hashtagStyle: random.pick([1, 4, 4, 7, 12]),
    engagementRate,
    commentRatio: random.between(0.008, 0.05),
    reelViewRate: random.between(0.25, 1.6),
    videoViewRate: random.between(0.08, 0.45),
    typeCycle,
    olderIgtv: random.int(0, 25),
    igtvCap: random.int(2, 6),
  };
}

export function followersOn(account: Account, day: number) {
  const years = (day - growthAnchorDay) / 365;
  const trend = Math.max(0.5, 1 + account.growthPerYear * years);
  const wave = 1 + 0.004 * Math.sin((2 * Math.PI * day) / account.wavePeriodDays) + 0.0006 * weekdayGrowth[weekdayOf(day)]!;
  const noise = 1 + 0.0015 * (createRandom(`${account.username}|followers|${day}`).next() * 2 - 1);
  return Math.round(account.baseFollowers * trend * wave * noise);
}

function followsOn(account: Account, day: number) {
  return Math.max(10, Math.round(account.baseFollows + (account.followsPerMonth * (day - growthAnchorDay)) / 30));
}

// ---------------------------------------------------------------- related profiles (fixed per username)

function createRelatedProfiles(account: Account): RelatedProfile[] {
  const random = createRandom(`${account.username}|related`);
  const count = random.int(8, 40);
  const seen = new Set([account.username]);
  const related: RelatedProfile[] = [];
  const plain = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  for (let attempt = 0; related.length < count && attempt < count * 5; attempt++) {
    const first = random.pick(firstNames);
    const last = random.pick(surnames);
    const word = random.pick(account.niche.words);
    const brand = titleCase(word);
    const suffix = random.pick(["br", "oficial", "sp", "rj", "bh"]);
    const [username, fullName] = random.chance(0.4)
      ? random.pick([
          [`${word}.${plain(first)}`, `${brand} ${first}`],
          [`${word}_${plain(last)}`, `${brand} ${last}`],
          [`${plain(first)}${word}`, `${first} ${brand}`],
          [`${word}${suffix}`, `${brand} ${suffix === "oficial" ? "Oficial" : suffix.toUpperCase()}`],
        ] as const)
      : random.pick([
          [`${plain(first)}.${plain(last)}`, `${first} ${last}`],
          [`${plain(first)}${plain(last)}`, `${first} ${last}`],
          [`${plain(first)}_${word}`, `${first} ${last}`],
          [`${plain(first)}.${plain(last)}${random.int(1, 99)}`, `${first} ${last}`],
        ] as const);
    if (seen.has(username) || username.length > 30) continue;
    seen.add(username);
    related.push({
      id: String(4_000_000_000 + (hashText(`${account.username}|related|${username}`) % 60_000_000_000)),
      username,
      full_name: fullName,
      profile_pic_url: createDemoAvatar(fullName, username),
      is_verified: random.chance(0.08),
      is_private: random.chance(0.1),
    });
  }
  return related;
}

// ---------------------------------------------------------------- the timeline

export type Slot = { day: number; index: number; ordinal: number; time: number };

/** Post times are fixed per (username, day): the number of posts that day and their hours. */
export function postSlotsOf(account: Account, day: number): number[] {
  const random = createRandom(`${account.username}|day|${day}`);
  // About one week in eight is a slow one, with a quarter of the usual posts.
  const slowWeek = createRandom(`${account.username}|week|${Math.floor((day + 3) / 7)}`).chance(0.12);
  const perDay = (account.postsPerWeek / 7) * (slowWeek ? 0.25 : 1);
  let count = random.chance(Math.min(perDay, 1)) ? 1 : 0;
  if (perDay > 1 && random.chance(perDay - 1)) count++;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    // About half the posts go out near one of the account's habitual hours, the rest any time.
    const hour = random.chance(0.55) ? random.pick(account.peakHours) + random.int(-1, 1) : random.int(7, 23);
    const minute = random.int(0, 59);
    times.push(day * dayMs + (hour + saoPauloOffsetHours) * hourMs + minute * 60_000);
  }
  return times.sort((a, b) => a - b);
}

/** One account's post times per day from the timeline's first day, and how many posts came before each day. */
type DrawnDays = { firstDay: number; times: number[][]; before: number[] };

/**
 * What a fetch has drawn so far, kept for its next profiles: a history's profiles (one per day
 * looked back) cover the same ~2,500 days and mostly the same posts. One per fetch, so it holds
 * one or two usernames' draws.
 */
export type DemoDraws = {
  account(username: string): { account: Account; related: RelatedProfile[] };
  days(account: Account, firstDay: number, lastDay: number): DrawnDays;
  post(account: Account, slot: Slot, related: RelatedProfile[]): DrawnPost;
};
export function createDemoDraws(): DemoDraws {
  const accounts = new Map<string, { account: Account; related: RelatedProfile[] }>();
  const days = new Map<string, DrawnDays>();
  const posts = new Map<string, DrawnPost>();
  return {
    account(username) {
      let drawn = accounts.get(username);
      if (!drawn) {
        const account = describeAccount(username);
        accounts.set(username, (drawn = { account, related: createRelatedProfiles(account) }));
      }
      return drawn;
    },
    days(account, firstDay, lastDay) {
      let drawn = days.get(account.username);
      if (drawn?.firstDay !== firstDay) days.set(account.username, (drawn = { firstDay, times: [], before: [0] }));
      for (let day = firstDay + drawn.times.length; day <= lastDay; day++) {
        const times = postSlotsOf(account, day);
        drawn.times.push(times);
        drawn.before.push((drawn.before.at(-1) as number) + times.length);
      }
      return drawn;
    },
    post(account, slot, related) {
      const seed = postSeedOf(account, slot);
      let drawn = posts.get(seed);
      if (!drawn) posts.set(seed, (drawn = drawPost(account, slot, related)));
      return drawn;
    },
  };
}

/**
 * Every post up to `now`, numbered from the timeline start; returns the newest `limit` (newest
 * first) and the total. A day's posts go out within 27 hours of its start (23h São Paulo is 02h UTC
 * the next day), so only the last two days can hold posts after `now`.
 */
function listPostSlots(account: Account, now: number, limit: number, draws: DemoDraws) {
  const lastDay = Math.floor(now / dayMs);
  const firstDay = Math.min(timelineStartDay, lastDay - 400);
  const { times, before } = draws.days(account, firstDay, lastDay);
  const timesOn = (day: number) => times[day - firstDay] as number[];
  const tailStart = Math.max(firstDay, lastDay - 1);
  let total = before[tailStart - firstDay] as number;
  const tail: Slot[] = [];
  for (let day = tailStart; day <= lastDay; day++) {
    timesOn(day).forEach((time, index) => {
      if (time <= now) tail.push({ day, index, ordinal: total++, time });
    });
  }
  const recent = limit > 0 ? tail.slice(-limit).reverse() : [];
  for (let day = tailStart - 1; day >= firstDay && recent.length < limit; day--) {
    const dayTimes = timesOn(day);
    for (let index = dayTimes.length - 1; index >= 0 && recent.length < limit; index--) {
      recent.push({ day, index, ordinal: (before[day - firstDay] as number) + index, time: dayTimes[index] as number });
    }
  }
  return { slots: recent, total };
}

function shortCodeOf(seed: string) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
  const random = createRandom(`${seed}|shortcode`);
  let code = "C";
  for (let i = 0; i < 10; i++) code += alphabet[random.int(0, alphabet.length - 1)];
  return code;
}

export function mediaIdOf(seed: string) {
  return `3${String(hashText(`${seed}|a`)).padStart(10, "0")}${String(hashText(`${seed}|b`) % 100_000_000).padStart(8, "0")}`;
}

function writeCaption(account: Account, random: Random, related: RelatedProfile[]) {
  const { niche } = account;
  const lines = [random.pick(niche.captions)];
  if (random.chance(0.55)) lines.push(random.pick(callsToAction));
  if (related.length > 0 && random.chance(0.25)) {
    lines.push(`${random.pick(["Com", "Parceria com", "📸 por", "Obrigado,"])} @${random.pick(related).username}`);
  }
  // Some posts go without hashtags even on accounts that use many.
  const tagCount = random.chance(0.15) ? 0 : Math.round(account.hashtagStyle * random.between(0.5, 1.5));
  const tags = random.shuffle([...niche.hashtags, ...random.shuffle(generalHashtags).slice(0, 4)]).slice(0, tagCount);
  if (tags.length > 0) lines.push(tags.map((tag) => `#${tag}`).join(" "));
  return lines.join("\n\n");
}

// Likes and views gather over the first day or two after posting.
export const maturity = (ageMs: number) => 1 - Math.exp(-Math.max(ageMs, 0) / (10 * hourMs));

const postSeedOf = (account: Account, slot: Slot) => `${account.username}|post|${slot.day}|${slot.index}`;

export type DrawnPost = ReturnType<typeof drawPost>;

/** What a post is on any day: its text, picture and draws; only its figures grow with its age. */
function drawPost(account: Account, slot: Slot, related: RelatedProfile[]) {
  const seed = postSeedOf(account, slot);
  const random = createRandom(seed);
  const type = account.typeCycle[slot.ordinal % account.typeCycle.length] as PostType;
  const caption = writeCaption(account, random, related);
  const followers = followersOn(account, slot.day);
  // Now and then a post goes viral: several times the usual reach.
  const viral = createRandom(`${seed}|viral`).chance(0.03) ? createRandom(`${seed}|viral|size`).between(3, 6) : 1;
  const weekday = weekdayLikeFactor[weekdayOf(Math.floor((slot.time - saoPauloOffsetHours * hourMs) / dayMs))]!;
  // The same products in the same order as likes * grown, so a post's figures stay as they were.
  const matureLikes = followers * account.engagementRate * typeLikeFactor[type] * weekday * viral * random.spread(0.5);
  const commentFactor = random.between(0.5, 1.6);
  const tagged = related.length > 0 && random.chance(0.15) ? [random.pick(related).username] : [];
  const shortCode = shortCodeOf(seed);
  const displayUrl = createPostPicture(type, account.niche.colors, random.int(0, 359));
  const isVideo = type === "clips" || type === "video";
  const viewSpread = isVideo ? random.spread(0.6) : 0;
  const videoDuration = isVideo ? Math.round((type === "clips" ? random.between(7, 90) : random.between(30, 600)) * 10) / 10 : 0;
  const hashtags = readHashtags(caption);
  const mentions = readMentions(caption);
  return {
    seed,
    type,
    isVideo,
    caption,
    hashtags,
    mentions,
    followers,
    viral,
    matureLikes,
    commentFactor,
    tagged,
    shortCode,
    displayUrl,
    viewSpread,
    videoDuration,
  };
}

/** A post, and the comments it ends up with once it has matured (what its demo comments are drawn from). */
function createPost(account: Account, slot: Slot, now: number, drawn: DrawnPost): { post: Post; eventualComments: number } {
  const { type, caption, followers, viral, matureLikes, commentFactor } = drawn;
  const grown = maturity(now - slot.time);
  const likes = Math.round(matureLikes * grown);
  const comments = Math.round(likes * account.commentRatio * commentFactor);
  const post: Post = {
    id: mediaIdOf(drawn.seed),
    type,
    caption,
    timestamp: new Date(slot.time).toISOString(),
    displayUrl: drawn.displayUrl,
    url: `https://www.instagram.com/${type === "clips" ? "reel" : "p"}/${drawn.shortCode}/`,
    likesCount: likes,
    commentsCount: comments,
    hashtags: [...drawn.hashtags],
    mentions: [...drawn.mentions],
    taggedUsers: [...drawn.tagged],
  };
  if (drawn.isVideo) {
    const rate = type === "clips" ? account.reelViewRate : account.videoViewRate;
    post.videoViewCount = Math.max(likes, Math.round(followers * rate * viral * drawn.viewSpread * grown));
    post.videoDuration = drawn.videoDuration;
  }
  return { post, eventualComments: Math.round(Math.round(matureLikes) * account.commentRatio * commentFactor) };
}

/** A demo post as collected at some instant, with the draw and slot its figures come from. */
export type DemoPostAt = { post: Post; drawn: DrawnPost; slot: Slot };

// How many posts back the demo looks for a media id (years of an active account's posts).
const findablePosts = 1_000;

/**
 * The demo posts among `ids` as collected at `now` (demo-insights.ts reads their insights); an id
 * the account never posted, or posted more than `findablePosts` posts ago, is left out.
 */
export function findDemoPosts(
  username: string,
  ids: ReadonlySet<string>,
  now: number,
  draws: DemoDraws,
): Map<string, DemoPostAt> {
  const { account, related } = draws.account(username);
  const found = new Map<string, DemoPostAt>();
  for (const slot of listPostSlots(account, now, findablePosts, draws).slots) {
    const seed = postSeedOf(account, slot);
    const id = mediaIdOf(seed);
    if (!ids.has(id)) continue;
    const drawn = draws.post(account, slot, related);
    found.set(id, { post: createPost(account, slot, now, drawn).post, drawn, slot });
    if (found.size === ids.size) break;
  }
  return found;
}

/** IGTV: at most one long video a month, on a fixed day of that month. */
function listIgtvVideos(account: Account, now: number) {
  const nowDate = new Date(now);
  const lastMonth = nowDate.getUTCFullYear() * 12 + nowDate.getUTCMonth();
  const firstMonth = Math.min(2020 * 12, lastMonth - 24);
  const found: { month: number; time: number; ordinal: number }[] = [];
  let ordinal = 0;
  for (let month = firstMonth; month <= lastMonth; month++) {
    const random = createRandom(`${account.username}|igtv|${month}`);
    if (!random.chance(0.45)) continue;
    const time =
      Date.UTC(Math.floor(month / 12), month % 12, random.int(1, 28)) + (random.int(10, 21) + saoPauloOffsetHours) * hourMs;
    if (time > now) continue;
    found.push({ month, time, ordinal: ordinal++ });
  }
  const videos: Video[] = found
    .slice(-account.igtvCap)
    .reverse()
    .map(({ month, time }) => {
      const seed = `${account.username}|igtv-video|${month}`;
      const random = createRandom(seed);
      const followers = followersOn(account, Math.floor(time / dayMs));
      const title = random.pick(account.niche.igtvTitles);
      const caption = `${title}\n\n${account.niche.hashtags
        .slice(0, 3)
        .map((tag) => `#${tag}`)
        .join(" ")}`;
      const likes = Math.round(followers * account.engagementRate * 0.7 * random.spread(0.4));
      return {
        id: mediaIdOf(seed),
        type: "igtv" as const,
        title,
        caption,
        timestamp: new Date(time).toISOString(),
        displayUrl: createPostPicture("igtv", account.niche.colors, random.int(0, 359)),
        url: `https://www.instagram.com/tv/${shortCodeOf(seed)}/`,
        likesCount: likes,
        commentsCount: Math.round(likes * account.commentRatio * random.between(0.5, 1.5)),
        hashtags: readHashtags(caption),
        mentions: [],
        taggedUsers: [],
        videoViewCount: Math.max(likes, Math.round(followers * account.videoViewRate * random.spread(0.5))),
        videoDuration: Math.round(random.between(120, 1_800)),
      };
    });
  return { videos, total: ordinal };
}

// ---------------------------------------------------------------- the source

/**
 * Builds the collected profile for a username as it would look at `now` (pure and deterministic),
 * with up to `commentsLimit` comments of its newest posts (demo-comments.ts) when that is above 0.
 */
export function createDemoProfile(
  input: { username: string; postsLimit: number; commentsLimit?: number; now: Date },
  draws: DemoDraws = createDemoDraws(),
): CollectedProfile {
  const username = input.username.trim().replace(/^@/, "").toLowerCase();
  const now = input.now.getTime();
  const today = Math.floor(now / dayMs);
  const { account, related } = draws.account(username);
  const limit = Math.max(0, Math.min(Math.floor(input.postsLimit), account.postsCap));
  const timeline = listPostSlots(account, now, limit, draws);
  const igtv = listIgtvVideos(account, now);
  const website = `https://www.${username.replace(/[._]/g, "")}.com.br`;
  const posts = timeline.slots.map((slot) => ({ slot, ...createPost(account, slot, now, draws.post(account, slot, related)) }));

  const profile = profileDataSchema.parse({
    fullName: account.fullName,
    username,
    verified: account.verified,
    private: false,
    isBusinessAccount: account.isBusiness,
    businessCategoryName: account.isBusiness ? account.niche.category : null,
    biography: `${account.bio}\n📍 ${account.city}`,
    externalUrl: account.isBusiness || account.baseFollowers > 50_000 ? website : null,
    url: `https://www.instagram.com/${username}/`,
    profilePicUrl: createDemoAvatar(account.fullName, username),
    profilePicUrlHD: createDemoAvatar(account.fullName, username),
    followersCount: followersOn(account, today),
    followsCount: followsOn(account, today),
    postsCount: account.olderPosts + timeline.total,
    igtvVideoCount: account.olderIgtv + igtv.total,
    latestPosts: posts.map(({ post }) => post),
    latestIgtvVideos: igtv.videos,
  });
  const collected: CollectedProfile = { source: "demo", profile, relatedProfiles: relatedProfileSchema.array().parse(related) };
  const commentsLimit = Math.floor(input.commentsLimit ?? 0);
  if (commentsLimit > 0) {
    collected.comments = createDemoComments({
      username,
      category: account.niche.category,
      // The timeline lists posts newest first.
      posts: posts.map(({ post, slot, eventualComments }) => ({
        id: post.id,
        time: slot.time,
        eventualComments,
        ordinal: slot.ordinal,
      })),
      now,
      commentsLimit,
    });
  }
  return collected;
}

export function createDemoSource(): PublicProfileSource {
  return {
    kind: "demo",
    fetchProfile: async (input) => createDemoProfile(input),
    // The look back gives a new account its history of figures; comments come with collections only.
    fetchHistory: async (input) => {
      const draws = createDemoDraws();
      return input.at.map((now) => createDemoProfile({ username: input.username, postsLimit: input.postsLimit, now }, draws));
    },
  };
}
