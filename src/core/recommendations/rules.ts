import { compareWithPrevious, formatChange } from "../analytics/change";
import { describeTopTopicShare } from "../comments/question-groups";
import { formatDay } from "../format/format-date";
import { engagementRatePerFollower, interactionsOf } from "../social/engagement";
import { formatLabels, formatOfPost, type FormatKey } from "../social/formats";
import { platformLabels } from "../social/platform-names";
import { getSaoPauloWeekdayHour } from "../social/sao-paulo-time";
import { captionTextLength, hasCallToAction, hasEmoji, hasQuestion, readCaptionHashtags } from "./caption-features";
import {
  formatAverage,
  formatCount,
  formatDecimal,
  formatHour,
  formatKeyPlural,
  formatPlural,
  formatRate,
  formatRatio,
  ofFormat,
  periodPhrase,
  plural,
  weekdayNames,
  weekdayPlural,
  weekdayPluralObject,
  yourFormats,
} from "./evidence-format";
import type { EnginePost, RecommendationInput, RecommendationRule } from "./types";

/**
 * The smallest samples a rule speaks on: below them it says nothing (docs/product/features.md
 * "Recommendations": a rule with too small a sample stays silent).
 */
export const minimumSamples = {
  /** Posts of each format compared. */
  postsPerFormat: 3,
  /** Posts of the period for the timing rules, and posts in the best slot. */
  postsForTiming: 12,
  postsPerSlot: 3,
  /** Days of the period (and of collected data) for frequency and growth. */
  daysForFrequency: 14,
  daysForFollowers: 7,
  daysForStall: 28,
  /** Posts for regularity, hashtag and caption rules; posts in each group compared. */
  postsForRegularity: 6,
  postsForHashtags: 6,
  hashtagUses: 20,
  postsForBestTags: 10,
  postsPerTag: 3,
  postsPerGroup: 4,
  /** Posts of each period compared for the trend rules. */
  postsForTrend: 5,
  postsForContent: 10,
  postsForRatio: 8,
  /** Questions without an answer for the rule on answering them. */
  unansweredQuestions: 1,
  /** Posts of the period for the audience's online hours. */
  postsForAudienceHours: 6,
  /** Accounts reached in the previous period for the reach trend. */
  reachForTrend: 100,
} as const;

/** A post's interactions on the account's network (decision 029: + shares on TikTok). */
const interactionsIn = (input: RecommendationInput) => (post: EnginePost) => interactionsOf(input.platform ?? "instagram", post);
/** What "interações" means in a rule's explanation, on the account's network. */
const interactionsWords = (input: RecommendationInput) =>
  (input.platform ?? "instagram") === "tiktok" ? "curtidas + comentários + compartilhamentos" : "curtidas + comentários";

/**
 * The network's name and what it calls a post, for a rule's words: "o Instagram" distributes "o
 * post", "o TikTok" "o vídeo" (@core/social/platform-names).
 */
function networkWords(input: Pick<RecommendationInput, "platform">) {
  const platform = input.platform ?? "instagram";
  const videos = platform === "tiktok";
  return { network: platformLabels[platform], post: videos ? "vídeo" : "post", posts: videos ? "vídeos" : "posts" };
}

/** Posts a week over the period, unrounded (the competitors page rounds its own column). */
const weeklyRate = (posts: number, periodDays: number) => (posts / periodDays) * 7;

/**
 * The dashboard's engagement rate (per follower) of a group of posts, on the account's network
 * (@core/social/engagement), null without followers.
 */
function groupRate(
  posts: readonly EnginePost[],
  followers: number | null,
  input: Pick<RecommendationInput, "platform">,
): number | null {
  if (posts.length === 0 || !followers) return null;
  return engagementRatePerFollower(
    input.platform ?? "instagram",
    {
      likes: posts.reduce((sum, post) => sum + post.likes, 0),
      comments: posts.reduce((sum, post) => sum + post.comments, 0),
      shares: posts.reduce((sum, post) => sum + (post.shares ?? 0), 0),
    },
    posts.length,
    followers,
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const clampPriority = (value: number) => Math.max(1, Math.min(100, Math.round(value)));
const postsSample = (input: RecommendationInput) =>
  `${plural(input.posts.length, "publicação", "publicações")} em ${input.periodDays} dias`;

/**
 * Splits the posts in two by `test` and compares their engagement rates: the better group, the
 * ratio, or null when a group is under the minimum, followers are unknown or a rate is 0.
 */
function compareGroups(input: RecommendationInput, test: (post: EnginePost) => boolean) {
  const yes = input.posts.filter(test);
  const no = input.posts.filter((post) => !test(post));
  if (yes.length < minimumSamples.postsPerGroup || no.length < minimumSamples.postsPerGroup) return null;
  const yesRate = groupRate(yes, input.followersEnd, input);
  const noRate = groupRate(no, input.followersEnd, input);
  if (!yesRate || !noRate) return null;
  return { yes, no, yesRate, noRate, ratio: yesRate / noRate };
}

/** A slot (hour, weekday) whose posts beat the period's rate by `minRatio`, with enough posts. */
function bestSlot(input: RecommendationInput, slotOf: (post: EnginePost) => number, minPosts: number) {
  if (input.posts.length < minPosts || !input.followersEnd) return null;
  const overall = groupRate(input.posts, input.followersEnd, input);
  if (!overall) return null;
  const slots = new Map<number, EnginePost[]>();
  for (const post of input.posts) {
    const slot = slotOf(post);
    const list = slots.get(slot);
    if (list) list.push(post);
    else slots.set(slot, [post]);
  }
  let best: { slot: number; posts: EnginePost[]; rate: number } | null = null;
  for (const [slot, posts] of [...slots].sort((a, b) => a[0] - b[0])) {
    if (posts.length < minimumSamples.postsPerSlot) continue;
    const rate = groupRate(posts, input.followersEnd, input)!;
    if (!best || rate > best.rate) best = { slot, posts, rate };
  }
  if (!best || best.rate / overall < 1.2) return null;
  return { ...best, overall, ratio: best.rate / overall };
}

// Posting time, frequency, hashtags and format: every plan.

const formatBest: RecommendationRule = {
  id: "format_best",
  tier: "essential",
  // Photos, carousels, videos and Reels: Instagram's formats. TikTok compares durations (durationBest).
  platforms: ["instagram"],
  evaluate(input) {
    const formats = input.byFormat.filter((format) => format.posts >= minimumSamples.postsPerFormat && format.engagementRate);
    if (formats.length < 2) return null;
    const sorted = [...formats].sort((a, b) => b.engagementRate! - a.engagementRate!);
    const best = sorted[0]!;
    const worst = sorted.at(-1)!;
    const ratio = best.engagementRate! / worst.engagementRate!;
    if (ratio < 1.3) return null;
    const bestName = formatPlural[best.type].name;
    return {
      category: "Formato",
      title: `Aposte mais em ${bestName}`,
      evidence: `${yourFormats(best.type)} tiveram ${formatRatio(ratio)} o engajamento ${ofFormat(worst.type)} ${periodPhrase(input.preset, input.periodDays)} (${formatRate(best.engagementRate!)} contra ${formatRate(worst.engagementRate!)}).`,
      action: `Troque parte ${ofFormat(worst.type)} por ${bestName} nas próximas semanas.`,
      effect: `Cada publicação trocada tende a render perto de ${formatRate(best.engagementRate!)} de engajamento em vez de ${formatRate(worst.engagementRate!)}.`,
      sample: `${plural(best.posts, "publicação", "publicações")} em ${bestName} e ${formatCount(worst.posts)} em ${formatPlural[worst.type].name}`,
      why: `Comparamos a taxa de engajamento de cada formato no período (a mesma do painel "Desempenho por formato"), entre formatos com pelo menos ${minimumSamples.postsPerFormat} publicações. Só falamos quando o melhor rende 1,3x ou mais que o pior.`,
      priority: clampPriority(40 + (ratio - 1) * 40),
    };
  },
};

/**
 * TikTok (decision 029): every post is a video, so the formats compared are durations ("Até 15 s",
 * "16 a 60 s", "Mais de 60 s"), from the same "Desempenho por formato" figures.
 */
const durationBest: RecommendationRule = {
  id: "video_duration_best",
  tier: "essential",
  platforms: ["tiktok"],
  evaluate(input) {
    const formats = input.byFormat.filter(
      (format) =>
        format.format &&
        format.format !== "duration_unknown" &&
        format.posts >= minimumSamples.postsPerFormat &&
        format.engagementRate,
    );
    if (formats.length < 2) return null;
    const sorted = [...formats].sort((a, b) => b.engagementRate! - a.engagementRate!);
    const best = sorted[0]!;
    const worst = sorted.at(-1)!;
    const ratio = best.engagementRate! / worst.engagementRate!;
    if (ratio < 1.3) return null;
    const bestName = formatKeyPlural(best.format!).name;
    const worstName = formatKeyPlural(worst.format!).name;
    return {
      category: "Duração dos vídeos",
      title: `Aposte mais em ${bestName}`,
      evidence: `${yourFormats(best.format!)} tiveram ${formatRatio(ratio)} o engajamento dos ${worstName} ${periodPhrase(input.preset, input.periodDays)} (${formatRate(best.engagementRate!)} contra ${formatRate(worst.engagementRate!)}).`,
      action: `Planeje os próximos vídeos na faixa "${formatLabels[best.format!]}" e corte os ${worstName} para essa duração quando o tema permitir.`,
      effect: `Cada vídeo nessa duração tende a render perto de ${formatRate(best.engagementRate!)} de engajamento em vez de ${formatRate(worst.engagementRate!)}.`,
      sample: `${plural(best.posts, "vídeo", "vídeos")} na faixa "${formatLabels[best.format!]}" e ${formatCount(worst.posts)} na faixa "${formatLabels[worst.format!]}"`,
      why: `Comparamos a taxa de engajamento por seguidor (curtidas + comentários + compartilhamentos por vídeo ÷ seguidores) de cada faixa de duração no período (a mesma do painel "Desempenho por formato"), entre faixas com pelo menos ${minimumSamples.postsPerFormat} vídeos. Só falamos quando a melhor rende 1,3x ou mais que a pior.`,
      priority: clampPriority(40 + (ratio - 1) * 40),
    };
  },
};

const formatTryReels: RecommendationRule = {
  id: "format_try_reels",
  // Reels against the feed: Instagram only (every TikTok post is a video).
  platforms: ["instagram"],
  tier: "essential",
  evaluate(input) {
    if (input.posts.length < 8) return null;
    if (input.posts.some((post) => post.type === "clips" || post.type === "video")) return null;
    return {
      category: "Formato",
      title: "Experimente publicar Reels",
      evidence: `Nenhuma das suas ${formatCount(input.posts.length)} publicações ${periodPhrase(input.preset, input.periodDays)} foi em vídeo ou Reels.`,
      action: "Publique ao menos 2 Reels por semana nas próximas 4 semanas e compare o engajamento com o das fotos.",
      effect: "Reels são mostrados a quem ainda não segue a conta: mais alcance e novos seguidores.",
      sample: postsSample(input),
      why: "Olhamos os formatos das publicações do período. Com pelo menos 8 publicações e nenhum vídeo, a conta não está testando o formato que o Instagram mais distribui.",
      priority: 45,
    };
  },
};

const bestHour: RecommendationRule = {
  id: "best_hour",
  tier: "essential",
  evaluate(input) {
    const slot = bestSlot(
      input,
      (post) => getSaoPauloWeekdayHour(post.publishedAt.getTime()).hour,
      minimumSamples.postsForTiming,
    );
    if (!slot) return null;
    return {
      category: "Horário",
      title: `Publique perto das ${formatHour(slot.slot)}`,
      evidence: `Suas publicações das ${formatHour(slot.slot)} tiveram ${formatRate(slot.rate)} de engajamento, ${formatRatio(slot.ratio)} a média do período (${formatRate(slot.overall)}).`,
      action: `Concentre as próximas publicações entre ${formatHour(slot.slot)} e ${formatHour((slot.slot + 1) % 24)} (horário de Brasília).`,
      effect: `Publicar quando seu público mais interage aumenta o engajamento das primeiras horas, que o ${networkWords(input).network} usa para distribuir o ${networkWords(input).post}.`,
      sample: `${plural(slot.posts.length, "publicação", "publicações")} às ${formatHour(slot.slot)}, de ${formatCount(input.posts.length)} no período`,
      why: `Agrupamos as publicações do período pela hora em que saíram (horário de São Paulo) e comparamos a taxa de engajamento de cada hora com a do período. Só consideramos horas com pelo menos ${minimumSamples.postsPerSlot} publicações e uma vantagem de 1,2x.`,
      priority: clampPriority(35 + (slot.ratio - 1) * 50),
    };
  },
};

const bestWeekday: RecommendationRule = {
  id: "best_weekday",
  tier: "essential",
  evaluate(input) {
    const slot = bestSlot(input, (post) => getSaoPauloWeekdayHour(post.publishedAt.getTime()).weekday, 14);
    if (!slot) return null;
    const when = weekdayPlural(slot.slot);
    return {
      category: "Dia da semana",
      title: `Publique mais ${when}`,
      evidence: `Publicações ${when} tiveram ${formatRate(slot.rate)} de engajamento, ${formatRatio(slot.ratio)} a média do período (${formatRate(slot.overall)}).`,
      action: `Reserve ${weekdayPluralObject(slot.slot)} para os conteúdos mais importantes da semana.`,
      effect: "Os melhores conteúdos no dia em que o público mais interage rendem mais alcance e interações.",
      sample: `${plural(slot.posts.length, "publicação", "publicações")} ${when}, de ${formatCount(input.posts.length)} no período`,
      why: `Agrupamos as publicações pelo dia da semana (horário de São Paulo) e comparamos a taxa de engajamento de cada dia com a do período, com pelo menos 14 publicações no período e ${minimumSamples.postsPerSlot} no dia.`,
      priority: clampPriority(30 + (slot.ratio - 1) * 50),
    };
  },
};

const postingFrequency: RecommendationRule = {
  id: "posting_frequency",
  tier: "essential",
  evaluate(input) {
    if (input.periodDays < minimumSamples.daysForFrequency || input.followersSeries.length < minimumSamples.daysForFrequency)
      return null;
    const perWeek = weeklyRate(input.posts.length, input.periodDays);
    if (perWeek >= 3) return null;
    return {
      category: "Frequência",
      title: "Publique com mais frequência",
      evidence: `Você publicou ${plural(input.posts.length, "vez", "vezes")} ${periodPhrase(input.preset, input.periodDays)}: ${formatDecimal(perWeek)} por semana.`,
      action: "Chegue a pelo menos 3 publicações por semana, com um calendário fixo.",
      effect: "Contas que publicam com frequência aparecem mais no feed de quem já as segue e perdem menos alcance.",
      sample: `${input.periodDays} dias, ${formatCount(input.followersSeries.length)} com dados coletados`,
      why: `Dividimos as publicações do período pelo número de semanas. Abaixo de 3 por semana a conta tende a perder espaço no feed. Precisamos de ao menos ${minimumSamples.daysForFrequency} dias de dados.`,
      priority: clampPriority(70 - perWeek * 10),
    };
  },
};

const postingRegularity: RecommendationRule = {
  id: "posting_regularity",
  tier: "essential",
  evaluate(input) {
    if (input.posts.length < minimumSamples.postsForRegularity) return null;
    const times = input.posts.map((post) => post.publishedAt.getTime()).sort((a, b) => a - b);
    const gaps = times.slice(1).map((time, index) => (time - times[index]!) / 86_400_000);
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    if (mean <= 0) return null;
    const cv = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length) / mean;
    if (cv <= 0.8) return null;
    return {
      category: "Regularidade",
      title: "Publique em intervalos regulares",
      evidence: `O intervalo entre suas publicações variou de ${formatDecimal(Math.min(...gaps))} a ${formatDecimal(Math.max(...gaps))} dias (média de ${formatDecimal(mean)} dias).`,
      action: `Distribua as publicações em dias fixos, a cada ${formatDecimal(Math.max(1, mean))} dias aproximadamente.`,
      effect: "Um ritmo previsível mantém o público esperando o próximo post e evita semanas sem alcance.",
      sample: postsSample(input),
      why: `Medimos os intervalos entre publicações seguidas e a variação deles (coeficiente de variação ${formatDecimal(cv)}). Acima de 0,8 os intervalos são irregulares. Precisamos de ao menos ${minimumSamples.postsForRegularity} publicações.`,
      priority: clampPriority(25 + cv * 15),
    };
  },
};

const hashtagCount: RecommendationRule = {
  id: "hashtag_count",
  tier: "essential",
  evaluate(input) {
    if (input.posts.length < minimumSamples.postsForHashtags) return null;
    const mean = input.posts.reduce((sum, post) => sum + readCaptionHashtags(post.caption).length, 0) / input.posts.length;
    if (mean >= 2 && mean <= 10) return null;
    const tooMany = mean > 10;
    return {
      category: "Hashtags",
      title: tooMany ? "Use menos hashtags" : "Use algumas hashtags relevantes",
      evidence: `Suas publicações ${periodPhrase(input.preset, input.periodDays)} usaram em média ${formatDecimal(mean)} hashtags.`,
      action: "Use de 3 a 5 hashtags específicas do seu nicho em cada publicação.",
      effect: tooMany
        ? `Poucas hashtags bem escolhidas parecem menos spam e ajudam o ${networkWords(input).network} a entender o assunto do ${networkWords(input).post}.`
        : `Hashtags do nicho ajudam o ${networkWords(input).network} a mostrar o ${networkWords(input).post} a quem se interessa pelo assunto.`,
      sample: postsSample(input),
      why: `Contamos as hashtags de cada legenda das publicações do período. A faixa recomendada é de 3 a 5, a mesma do indicador "Densidade de hashtags", que no dashboard olha os posts mais recentes coletados (por isso os dois números podem diferir); avisamos abaixo de 2 e acima de 10 em média.`,
      priority: clampPriority(tooMany ? 30 + mean : 40),
    };
  },
};

const hashtagDiversity: RecommendationRule = {
  id: "hashtag_diversity",
  tier: "essential",
  evaluate(input) {
    const uses = input.posts.flatMap((post) => readCaptionHashtags(post.caption));
    if (uses.length < minimumSamples.hashtagUses) return null;
    const distinct = new Set(uses).size;
    const diversity = (distinct / uses.length) * 100;
    if (diversity >= 25) return null;
    return {
      category: "Hashtags",
      title: "Varie suas hashtags",
      evidence: `Você usou ${plural(distinct, "hashtag diferente", "hashtags diferentes")} em ${formatCount(uses.length)} usos ${periodPhrase(input.preset, input.periodDays)} (${formatRate(diversity)} de variedade).`,
      action: "Alterne grupos de hashtags conforme o assunto de cada publicação, mantendo as que mais funcionam.",
      effect: "Hashtags variadas levam os posts a públicos diferentes em vez de sempre ao mesmo.",
      sample: `${formatCount(uses.length)} usos de hashtags em ${plural(input.posts.length, "publicação", "publicações")}`,
      why: `Dividimos as hashtags diferentes pelo total de usos nas publicações do período, como no indicador "Diversidade de hashtags", que no dashboard olha os posts mais recentes coletados (por isso os dois números podem diferir). Abaixo de 25% a conta repete quase sempre as mesmas. Precisamos de ${minimumSamples.hashtagUses} usos ou mais.`,
      priority: clampPriority(50 - diversity),
    };
  },
};

const bestHashtags: RecommendationRule = {
  id: "best_hashtags",
  tier: "essential",
  evaluate(input) {
    if (input.posts.length < minimumSamples.postsForBestTags || !input.followersEnd) return null;
    const overall = groupRate(input.posts, input.followersEnd, input);
    if (!overall) return null;
    const byTag = new Map<string, EnginePost[]>();
    for (const post of input.posts) {
      for (const tag of readCaptionHashtags(post.caption)) {
        const list = byTag.get(tag);
        if (list) list.push(post);
        else byTag.set(tag, [post]);
      }
    }
    const candidates = [...byTag]
      .filter(([, posts]) => posts.length >= minimumSamples.postsPerTag && posts.length < input.posts.length)
      .map(([tag, posts]) => ({ tag, posts, rate: groupRate(posts, input.followersEnd, input)! }))
      .sort((a, b) => b.rate - a.rate || a.tag.localeCompare(b.tag));
    const best = candidates[0];
    if (!best || best.rate / overall < 1.25) return null;
    return {
      category: "Hashtags",
      title: `Use mais #${best.tag}`,
      evidence: `Publicações com #${best.tag} tiveram ${formatRate(best.rate)} de engajamento, contra ${formatRate(overall)} na média do período.`,
      action: `Inclua #${best.tag} nas publicações sobre esse assunto e teste hashtags parecidas.`,
      effect: `Se o padrão se mantiver, essas publicações rendem ${formatRatio(best.rate / overall)} o engajamento médio.`,
      sample: `${plural(best.posts.length, "publicação", "publicações")} com #${best.tag}, de ${formatCount(input.posts.length)} no período`,
      why: `Comparamos a taxa de engajamento das publicações com cada hashtag usada em ao menos ${minimumSamples.postsPerTag} posts com a do período. Indicamos a melhor quando rende 1,25x ou mais.`,
      priority: clampPriority(30 + (best.rate / overall - 1) * 40),
    };
  },
};

// The owner's insights (docs/decisions/044-owner-insights-in-periods.md): saves and shares by
// format, and the hours the followers are online. Silent without them.

const insightWords = {
  saved: {
    id: "saves_by_format",
    noun: "salvamentos",
    action: (best: string) =>
      `Use ${best} para o conteúdo que as pessoas querem guardar: dicas, listas, passo a passo, referências.`,
    effect: "Salvamentos mostram ao Instagram que o conteúdo tem valor, e ele tende a mostrá-lo a mais gente.",
  },
  shares: {
    id: "shares_by_format",
    noun: "compartilhamentos",
    action: (best: string) =>
      `Use ${best} para o conteúdo que as pessoas querem mandar para alguém: novidades, humor, opiniões, bastidores.`,
    effect: "Cada compartilhamento leva a publicação a quem ainda não segue a conta.",
  },
} as const;

/**
 * Saves (or shares) per post of each format, from the posts' own figures: the best format against
 * the worst, among formats with enough posts whose figure the network gave.
 */
function insightByFormat(figure: keyof typeof insightWords): RecommendationRule {
  const words = insightWords[figure];
  return {
    id: words.id,
    tier: "essential",
    // Photos, carousels, videos and Reels: Instagram's formats and insights.
    platforms: ["instagram"],
    evaluate(input) {
      const byType = new Map<EnginePost["type"], number[]>();
      for (const post of input.posts) {
        const value = post.insights?.[figure];
        if (value === null || value === undefined) continue;
        byType.set(post.type, [...(byType.get(post.type) ?? []), value]);
      }
      const formats = [...byType]
        .filter(([, values]) => values.length >= minimumSamples.postsPerFormat)
        .map(([type, values]) => ({
          type,
          posts: values.length,
          mean: values.reduce((sum, value) => sum + value, 0) / values.length,
        }))
        .sort((a, b) => b.mean - a.mean);
      if (formats.length < 2) return null;
      const best = formats[0]!;
      const worst = formats.at(-1)!;
      if (worst.mean <= 0) return null;
      const ratio = best.mean / worst.mean;
      if (ratio < 1.5) return null;
      const bestName = formatPlural[best.type].name;
      return {
        category: "Formato",
        title: `${yourFormats(best.type)} têm ${formatRatio(ratio)} mais ${words.noun} que ${formatPlural[worst.type].article} ${formatPlural[worst.type].name}`,
        evidence: `${yourFormats(best.type)} tiveram em média ${formatAverage(best.mean)} ${words.noun} por publicação ${periodPhrase(input.preset, input.periodDays)}, contra ${formatAverage(worst.mean)} ${ofFormat(worst.type)}.`,
        action: words.action(bestName),
        effect: words.effect,
        sample: `${plural(best.posts, "publicação", "publicações")} em ${bestName} e ${formatCount(worst.posts)} em ${formatPlural[worst.type].name} com ${words.noun} informados`,
        why: `Comparamos a média de ${words.noun} por publicação de cada formato no período (os números que o Instagram informa ao dono da conta), entre formatos com pelo menos ${minimumSamples.postsPerFormat} publicações com o dado. Só falamos quando o melhor tem 1,5x ou mais que o pior.`,
        priority: clampPriority(35 + (ratio - 1) * 20),
      };
    },
  };
}

/** Posts published within an hour of a best online hour, on the same weekday (around midnight too). */
function nearBestHour(publishedAt: Date, best: readonly { weekday: number; hour: number }[]): boolean {
  const { weekday, hour } = getSaoPauloWeekdayHour(publishedAt.getTime());
  const weekHour = weekday * 24 + hour;
  return best.some((cell) => {
    const distance = Math.abs(weekHour - (cell.weekday * 24 + cell.hour));
    return Math.min(distance, 168 - distance) <= 1;
  });
}

const audienceHours: RecommendationRule = {
  id: "audience_hours",
  tier: "essential",
  evaluate(input) {
    const best = input.audienceBestHours ?? [];
    if (best.length === 0 || input.posts.length < minimumSamples.postsForAudienceHours) return null;
    const near = input.posts.filter((post) => nearBestHour(post.publishedAt, best)).length;
    const share = near / input.posts.length;
    if (share > 0.25) return null;
    const hours = best.map(
      (cell) => `${weekdayNames[cell.weekday]} às ${formatHour(cell.hour)} (${formatCount(cell.followers)} online)`,
    );
    const first = best[0]!;
    return {
      category: "Horário",
      title: `Publique quando seus seguidores estão online: ${weekdayNames[first.weekday]} às ${formatHour(first.hour)}`,
      evidence: `Seus seguidores ficam mais online ${listInWords(hours)}, horário de Brasília, mas só ${formatCount(near)} de ${plural(input.posts.length, "publicação", "publicações")} ${periodPhrase(input.preset, input.periodDays)} saíram até 1 hora antes ou depois desses horários.`,
      action: `Agende as próximas publicações para ${weekdayNames[first.weekday]} às ${formatHour(first.hour)} ou até 1 hora antes, e teste os outros horários de pico.`,
      effect: `Quem está online vê o ${networkWords(input).post} nas primeiras horas, quando o ${networkWords(input).network} decide se o mostra a mais gente.`,
      sample: `${postsSample(input)}; horas de pico da última foto do público`,
      why: `Lemos no "Público" as horas da semana com mais seguidores online (a média da última foto semanal informada pela rede) e contamos as publicações do período que saíram até 1 hora antes ou depois delas. Falamos quando foram 25% ou menos, com pelo menos ${minimumSamples.postsForAudienceHours} publicações.`,
      priority: clampPriority(45 - share * 60),
    };
  },
};

/** "a, b e c" */
function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

// Trend insights (Go): period comparisons, growth, competitors.

function engagementTrend(direction: "drop" | "rise"): RecommendationRule {
  return {
    id: direction === "drop" ? "engagement_drop" : "engagement_rise",
    tier: "trend",
    evaluate(input) {
      const { value, previous } = input.engagementRate;
      if (value === null || previous === null) return null;
      if (input.posts.length < minimumSamples.postsForTrend || (input.previousPosts ?? 0) < minimumSamples.postsForTrend)
        return null;
      // Rates are never negative; a zero base has no percent (docs/decisions/035-change-across-zero.md).
      const change = compareWithPrevious(value, previous).relative;
      if (change === null || (direction === "drop" ? change > -0.15 : change < 0.15)) return null;
      const base = {
        category: "Tendência",
        evidence: `Sua taxa de engajamento ${direction === "drop" ? "caiu" : "subiu"} de ${formatRate(previous)} para ${formatRate(value)} (${formatChange(change)}) em relação ao período anterior.`,
        sample: `${plural(input.posts.length, "publicação", "publicações")} no período e ${formatCount(input.previousPosts!)} no anterior`,
        why: `Comparamos a taxa de engajamento do período com a do período anterior de mesma duração (os números do painel "Desempenho no período"). Avisamos a partir de 15% de variação, com ao menos ${minimumSamples.postsForTrend} publicações em cada período.`,
      };
      return direction === "drop"
        ? {
            ...base,
            title: "Seu engajamento está caindo",
            action:
              "Revise as publicações do período que ficaram abaixo da média e volte aos formatos e temas que funcionavam antes.",
            effect: `Recuperar a taxa do período anterior devolve o alcance que o ${networkWords(input).network} dá a ${networkWords(input).posts} com boa interação.`,
            priority: clampPriority(50 + Math.abs(change) * 100),
          }
        : {
            ...base,
            title: "Seu engajamento está subindo: mantenha o ritmo",
            action: "Repita os formatos, temas e horários das publicações deste período que mais engajaram.",
            effect: "Manter a sequência consolida a alta e tende a trazer novos seguidores.",
            priority: clampPriority(20 + change * 50),
          };
    },
  };
}

/** The account's "Alcance" against the previous period's (the owner's insights, decision 044). */
const reachDrop: RecommendationRule = {
  id: "reach_drop",
  tier: "trend",
  evaluate(input) {
    const value = input.reach?.value ?? null;
    const previous = input.reach?.previous ?? null;
    if (value === null || previous === null || previous < minimumSamples.reachForTrend) return null;
    const change = compareWithPrevious(value, previous).relative;
    if (change === null || change > -0.2) return null;
    return {
      category: "Alcance",
      title: "Seu alcance está caindo",
      evidence: `O alcance da conta ${periodPhrase(input.preset, input.periodDays)} foi de ${formatCount(value)}, contra ${formatCount(previous)} no período anterior (${formatChange(change)}).`,
      action: `Publique com regularidade e dê prioridade aos formatos com mais compartilhamentos e salvamentos: são eles que levam o ${networkWords(input).post} a quem ainda não segue a conta.`,
      effect: "Recuperar o alcance do período anterior devolve às publicações o público que elas tinham.",
      sample: `alcance diário de ${input.periodDays} dias e dos ${input.periodDays} dias anteriores`,
      why: `Somamos o alcance de cada dia do período (o mesmo do card "Alcance") e comparamos com o do período anterior de mesma duração. Avisamos a partir de 20% de queda, quando o período anterior alcançou ao menos ${formatCount(minimumSamples.reachForTrend)} contas.`,
      priority: clampPriority(45 + Math.abs(change) * 100),
    };
  },
};

/** The followers at the start and end of the period, with the dashboard's growth baseline. */
function followerEnds(input: RecommendationInput) {
  const series = input.followersSeries;
  return { first: input.followersBefore ?? series[0]!, last: series.at(-1)! };
}

const followerLoss: RecommendationRule = {
  id: "follower_loss",
  tier: "trend",
  evaluate(input) {
    const series = input.followersSeries;
    if (series.length < minimumSamples.daysForFollowers) return null;
    const { first, last } = followerEnds(input);
    if (first.followers <= 0) return null;
    const change = (last.followers - first.followers) / first.followers;
    if (change > -0.005) return null;
    return {
      category: "Seguidores",
      title: "Você está perdendo seguidores",
      evidence: `Você foi de ${formatCount(first.followers)} para ${formatCount(last.followers)} seguidores entre ${formatDay(first.day)} e ${formatDay(last.day)} (${formatChange(change)}).`,
      action: "Veja quais publicações saíram antes das quedas e evite excesso de conteúdo promocional; responda aos comentários.",
      effect: "Estancar a perda protege o alcance: menos seguidores é menos gente vendo cada post.",
      sample: `${formatCount(series.length)} dias com dados de seguidores`,
      why: `Comparamos os seguidores do fim do período anterior (ou do primeiro dia coletado) com os do último dia coletado, como no painel. Avisamos quando a queda passa de 0,5%, com ao menos ${minimumSamples.daysForFollowers} dias de dados.`,
      priority: clampPriority(55 + Math.abs(change) * 500),
    };
  },
};

const followerStall: RecommendationRule = {
  id: "follower_stall",
  tier: "trend",
  evaluate(input) {
    const series = input.followersSeries;
    if (series.length < minimumSamples.daysForStall) return null;
    const { first, last } = followerEnds(input);
    if (first.followers <= 0) return null;
    const change = (last.followers - first.followers) / first.followers;
    if (change < 0 || change >= 0.005) return null;
    return {
      category: "Seguidores",
      title: "Seu número de seguidores parou de crescer",
      evidence: `Você ganhou ${formatCount(last.followers - first.followers)} seguidores entre ${formatDay(first.day)} e ${formatDay(last.day)} (${formatChange(change)}).`,
      action:
        "Publique conteúdos feitos para serem compartilhados (dicas, listas, Reels) e faça parcerias com perfis do seu nicho.",
      effect: "Conteúdo compartilhável e parcerias levam a conta a quem ainda não a conhece.",
      sample: `${formatCount(series.length)} dias com dados de seguidores`,
      why: `Comparamos os seguidores do fim do período anterior (ou do primeiro dia coletado) com os do último dia coletado, como no painel. Com ${minimumSamples.daysForStall} dias ou mais e crescimento abaixo de 0,5%, a conta está parada.`,
      priority: 35,
    };
  },
};

/**
 * A competitor rule sees only the competitors of the account's network (docs/decisions/034): a
 * TikTok profile's followers or rhythm are no measure for an Instagram account, nor the reverse.
 */
function competitorRule(
  id: string,
  pick: (input: RecommendationInput) => ReturnType<RecommendationRule["evaluate"]>,
): RecommendationRule {
  return {
    id,
    tier: "trend",
    evaluate: (input) => {
      const platform = input.platform ?? "instagram";
      const competitors = input.competitors?.filter((competitor) => (competitor.platform ?? "instagram") === platform);
      return competitors?.length ? pick({ ...input, competitors }) : null;
    },
  };
}

const competitorFollowersGap = competitorRule("competitor_followers_gap", (input) => {
  if (!input.followersEnd) return null;
  const leader = [...input.competitors!].sort((a, b) => b.followers - a.followers)[0]!;
  const ratio = leader.followers / input.followersEnd;
  if (ratio < 1.2) return null;
  const ownPerWeek = weeklyRate(input.posts.length, input.periodDays);
  return {
    category: "Concorrentes",
    title: `@${leader.username} está à sua frente em seguidores`,
    evidence: `@${leader.username} tem ${formatCount(leader.followers)} seguidores, ${formatRatio(ratio)} os seus ${formatCount(input.followersEnd)}, e publica ${formatDecimal(weeklyRate(leader.posts, input.periodDays))} vezes por semana contra ${formatDecimal(ownPerWeek)} suas.`,
    action: `Estude os formatos e temas que mais engajam em @${leader.username} e adapte os que combinam com a sua marca.`,
    effect: "Aprender com quem já cresceu no seu nicho encurta o caminho para alcançar o mesmo público.",
    sample: `${plural(input.competitors!.length, "concorrente acompanhado", "concorrentes acompanhados")}`,
    why: "Comparamos seus seguidores com os dos concorrentes que você acompanha no mesmo período. Falamos quando o maior tem 1,2x ou mais.",
    priority: clampPriority(30 + Math.min(ratio, 5) * 6),
  };
});

const competitorEngagementGap = competitorRule("competitor_engagement_gap", (input) => {
  const own = input.engagementRate.value;
  if (own === null || own <= 0 || input.posts.length < minimumSamples.postsForTrend) return null;
  const leader = [...input.competitors!]
    .filter((competitor) => competitor.engagementRate !== null)
    .sort((a, b) => b.engagementRate! - a.engagementRate!)[0];
  if (!leader || leader.engagementRate! / own < 1.2) return null;
  return {
    category: "Concorrentes",
    title: `@${leader.username} engaja mais que você`,
    evidence: `A taxa de engajamento de @${leader.username} foi ${formatRate(leader.engagementRate!)}, ${formatRatio(leader.engagementRate! / own)} a sua (${formatRate(own)}).`,
    action: `Veja como @${leader.username} escreve as legendas e chama o público para comentar; teste o mesmo nas suas.`,
    effect: "Fechar a diferença de engajamento aumenta o alcance de cada publicação.",
    sample: `${plural(input.competitors!.length, "concorrente acompanhado", "concorrentes acompanhados")} e ${plural(input.posts.length, "publicação sua", "publicações suas")}`,
    why: "Comparamos sua taxa de engajamento no período com a dos concorrentes, pela mesma fórmula. Falamos quando a melhor é 1,2x ou mais a sua.",
    priority: clampPriority(35 + (leader.engagementRate! / own - 1) * 30),
  };
});

const competitorFrequencyGap = competitorRule("competitor_frequency_gap", (input) => {
  if (input.periodDays < minimumSamples.daysForFrequency) return null;
  // Exact rates averaged, rounded once when written (decision 024).
  const theirs =
    input.competitors!.reduce((sum, competitor) => sum + weeklyRate(competitor.posts, input.periodDays), 0) /
    input.competitors!.length;
  const ownPerWeek = weeklyRate(input.posts.length, input.periodDays);
  if (theirs < 1 || theirs < ownPerWeek * 1.5) return null;
  return {
    category: "Concorrentes",
    title: "Seus concorrentes publicam mais que você",
    evidence: `Seus concorrentes publicaram em média ${formatDecimal(theirs)} vezes por semana; você, ${formatDecimal(ownPerWeek)}.`,
    action: "Aumente a frequência aos poucos, reaproveitando conteúdos que já funcionaram em outros formatos.",
    effect: "Publicar no ritmo do seu nicho evita que o público veja mais os concorrentes que você.",
    sample: `${plural(input.competitors!.length, "concorrente acompanhado", "concorrentes acompanhados")} em ${input.periodDays} dias`,
    why: "Comparamos quantas vezes por semana você e seus concorrentes publicaram no período. Falamos quando a média deles é 1,5x ou mais a sua.",
    priority: clampPriority(30 + (ownPerWeek ? theirs / ownPerWeek : 3) * 8),
  };
});

// Improvement suggestions (Pro): captions, content and conversation.

function captionRule(
  id: string,
  test: (post: EnginePost) => boolean,
  texts: { category: string; feature: string; absent: string; title: string; action: string; effect: string; why: string },
  options: { bothWays?: boolean; titleWhenAbsent?: string; actionWhenAbsent?: string } = {},
): RecommendationRule {
  return {
    id,
    tier: "improvement",
    evaluate(input) {
      const groups = compareGroups(input, test);
      if (!groups) return null;
      const featureWins = groups.ratio >= 1.25;
      const absentWins = options.bothWays === true && 1 / groups.ratio >= 1.25;
      if (!featureWins && !absentWins) return null;
      const [winner, loser, winnerRate, loserRate] = featureWins
        ? [texts.feature, texts.absent, groups.yesRate, groups.noRate]
        : [texts.absent, texts.feature, groups.noRate, groups.yesRate];
      return {
        category: texts.category,
        title: featureWins ? texts.title : options.titleWhenAbsent!,
        evidence: `Publicações ${winner} tiveram ${formatRate(winnerRate)} de engajamento, contra ${formatRate(loserRate)} das publicações ${loser}.`,
        action: featureWins ? texts.action : options.actionWhenAbsent!,
        effect: texts.effect,
        sample: `${formatCount(groups.yes.length)} publicações ${texts.feature} e ${formatCount(groups.no.length)} ${texts.absent}`,
        why: `${texts.why} Precisamos de ao menos ${minimumSamples.postsPerGroup} publicações em cada grupo e de uma diferença de 1,25x.`,
        priority: clampPriority(25 + (Math.max(groups.ratio, 1 / groups.ratio) - 1) * 40),
      };
    },
  };
}

const captionLength = captionRule(
  "caption_length",
  (post) => captionTextLength(post.caption) >= 125,
  {
    category: "Legendas",
    feature: "com legendas longas (125 caracteres ou mais)",
    absent: "com legendas curtas",
    title: "Escreva legendas mais completas",
    action: "Conte a história por trás do post em 2 ou 3 frases antes das hashtags.",
    effect: "Legendas que prendem a leitura aumentam o tempo no post e as interações.",
    why: "Separamos as publicações pelo tamanho da legenda sem as hashtags e comparamos a taxa de engajamento dos dois grupos.",
  },
  {
    bothWays: true,
    titleWhenAbsent: "Encurte suas legendas",
    actionWhenAbsent: "Vá direto ao ponto: a primeira frase deve dizer por que vale a pena ver o post.",
  },
);

const captionQuestions = captionRule("caption_questions", (post) => hasQuestion(post.caption), {
  category: "Legendas",
  feature: "com perguntas na legenda",
  absent: "sem perguntas",
  title: "Faça perguntas ao seu público",
  action: "Termine as legendas com uma pergunta simples sobre o assunto do post.",
  effect: "Perguntas convidam a comentar, e comentários pesam mais que curtidas na distribuição.",
  why: "Separamos as publicações cuja legenda tem uma pergunta e comparamos a taxa de engajamento com as demais.",
});

const callToAction = captionRule("call_to_action", (post) => hasCallToAction(post.caption), {
  category: "Legendas",
  feature: "com chamada para ação",
  absent: "sem chamada para ação",
  title: "Use chamadas para ação",
  action: 'Peça uma ação clara em cada legenda: "salve para depois", "comente", "marque um amigo".',
  effect: "Salvamentos, comentários e compartilhamentos aumentam o alcance do post.",
  why: 'Procuramos nas legendas chamadas como "comente", "salve", "compartilhe", "marque" ou "link na bio" e comparamos a taxa de engajamento.',
});

const emojis = captionRule(
  "emojis",
  (post) => hasEmoji(post.caption),
  {
    category: "Legendas",
    feature: "com emojis",
    absent: "sem emojis",
    title: "Use emojis nas legendas",
    action: "Use 1 a 3 emojis para marcar o tom e separar as partes da legenda.",
    effect: "Legendas mais fáceis de ler no celular retêm mais a atenção.",
    why: "Separamos as publicações com e sem emojis na legenda e comparamos a taxa de engajamento dos dois grupos.",
  },
  {
    bothWays: true,
    titleWhenAbsent: "Use menos emojis",
    actionWhenAbsent: "Teste legendas mais sóbrias, sem emojis, por algumas semanas.",
  },
);

const underperformingContent: RecommendationRule = {
  id: "underperforming_content",
  tier: "improvement",
  evaluate(input) {
    if (input.posts.length < minimumSamples.postsForContent) return null;
    const interactions = interactionsIn(input);
    const middle = median(input.posts.map(interactions));
    if (middle <= 0) return null;
    const weak = input.posts.filter((post) => interactions(post) < middle / 2);
    const share = weak.length / input.posts.length;
    if (share < 0.2) return null;
    // The formats of the network: post types on Instagram, durations on TikTok (decision 029).
    const counts = new Map<FormatKey, number>();
    for (const post of weak) {
      const format = formatOfPost(input.platform ?? "instagram", post);
      counts.set(format, (counts.get(format) ?? 0) + 1);
    }
    const [commonType, commonCount] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const format = formatKeyPlural(commonType);
    return {
      category: "Conteúdo",
      title: "Parte do seu conteúdo não está engajando",
      evidence: `${formatCount(weak.length)} de ${formatCount(input.posts.length)} publicações ficaram abaixo da metade da mediana de interações (${formatAverage(middle)}); ${formatCount(commonCount)} delas eram ${format.name}.`,
      action: `Revise ${format.article} ${format.name} que ficaram abaixo da média: tema, capa e primeira frase. Troque o que não funciona pelos temas dos seus melhores posts.`,
      effect: "Menos publicações fracas elevam a média de engajamento da conta.",
      sample: postsSample(input),
      why: `Calculamos a mediana de interações (${interactionsWords(input)}) das publicações do período e contamos as que ficaram abaixo da metade dela. Falamos quando são 20% ou mais.`,
      priority: clampPriority(30 + share * 60),
    };
  },
};

const commentLikeRatio: RecommendationRule = {
  id: "comment_like_ratio",
  tier: "improvement",
  evaluate(input) {
    if (input.posts.length < minimumSamples.postsForRatio) return null;
    const likes = input.posts.reduce((sum, post) => sum + post.likes, 0);
    const comments = input.posts.reduce((sum, post) => sum + post.comments, 0);
    if (likes <= 0) return null;
    const ratio = (comments / likes) * 100;
    if (ratio >= 2) return null;
    return {
      category: "Conversa",
      title: "Gere mais conversa nos comentários",
      evidence: `Você recebeu ${formatCount(comments)} comentários para ${formatCount(likes)} curtidas ${periodPhrase(input.preset, input.periodDays)} (relação comentários/curtidas de ${formatRate(ratio)}).`,
      action: "Responda a todos os comentários na primeira hora e termine as legendas com uma pergunta.",
      effect: "Comentários e respostas sinalizam conversa e aumentam a distribuição do post.",
      sample: postsSample(input),
      why: 'Dividimos os comentários pelas curtidas do período (o indicador "Relação comentários/curtidas"). Abaixo de 2% o público curte, mas não conversa.',
      priority: clampPriority(45 - ratio * 10),
    };
  },
};

const unansweredQuestions: RecommendationRule = {
  id: "unanswered_questions",
  tier: "improvement",
  evaluate(input) {
    const questions = input.unansweredQuestions;
    if (!questions || questions.count < minimumSamples.unansweredQuestions) return null;
    const { count, topTopic } = questions;
    // "Outras perguntas" names no subject worth repeating.
    const subject =
      topTopic && topTopic.topic !== "outros" ? topTopic.label.charAt(0).toLowerCase() + topTopic.label.slice(1) : null;
    const share = describeTopTopicShare(count, topTopic);
    const about = share ? `; ${share}` : "";
    return {
      category: "Conversa",
      title: "Responda às perguntas sem resposta",
      evidence: `${plural(count, "pergunta feita", "perguntas feitas")} nos comentários ${periodPhrase(input.preset, input.periodDays)} ${count === 1 ? "está" : "estão"} sem resposta da conta há mais de 24 h${about}.`,
      action: subject
        ? `Responda primeiro às perguntas sobre ${subject} e reserve um horário por dia para os comentários novos.`
        : "Responda às perguntas nos comentários e reserve um horário por dia para os comentários novos.",
      effect:
        "Quem pergunta preço, entrega ou tamanho está perto de comprar: cada resposta pode virar uma venda, e a conversa aumenta a distribuição do post.",
      sample: `${plural(count, "pergunta sem resposta", "perguntas sem resposta")} em ${input.periodDays} dias`,
      why: `Contamos as perguntas de outras pessoas nos comentários do período (com ponto de interrogação ou começando com "qual", "quanto", "como", "onde", "tem", "vocês") que não tiveram resposta da própria conta em 24 horas, como o painel "O que dizem os comentários". Comentários apagados no ${networkWords(input).network} não contam.`,
      priority: clampPriority(50 + count * 5),
    };
  },
};

/** Every rule, in a fixed order (ties in priority keep it). */
export const recommendationRules: readonly RecommendationRule[] = [
  formatBest,
  durationBest,
  formatTryReels,
  bestHour,
  bestWeekday,
  audienceHours,
  insightByFormat("saved"),
  insightByFormat("shares"),
  postingFrequency,
  postingRegularity,
  hashtagCount,
  hashtagDiversity,
  bestHashtags,
  engagementTrend("drop"),
  engagementTrend("rise"),
  reachDrop,
  followerLoss,
  followerStall,
  competitorFollowersGap,
  competitorEngagementGap,
  competitorFrequencyGap,
  captionLength,
  captionQuestions,
  callToAction,
  emojis,
  underperformingContent,
  commentLikeRatio,
  unansweredQuestions,
];
