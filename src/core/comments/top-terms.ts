import { withoutLinksAndMentions } from "./comment-text";

/** A word or hashtag and in how many comments it appears. */
export type TermCount = { term: string; count: number };

// Words too common to say what a comment is about: PostgreSQL's Portuguese stop words of three
// letters or more, and the ones comments add (informal spellings, greetings, filler).
const stopWords = new Set(
  `
  que para com não uma os dos das seu sua mais como mas muito nos já também pelo pela até isso ela
  entre depois sem mesmo aos seus quem nas esse eles você essa num nem suas meu minha numa pelos
  elas qual nós lhe deles essas esses pelas este dele vocês vos lhes meus minhas teu tua teus tuas
  nosso nossa nossos nossas dela delas esta estes estas aquele aquela aqueles aquelas isto aquilo
  estou está estamos estão estava foi são ser ter tem têm tenho era eram seja será sou fui vai vou
  vão
  vcs voce voces pra pro pras pros tbm tb ainda aqui ali lá sim então agora sempre tudo
  todo toda todos todas nada coisa bem só né tá faz fazer ver bom boa dia tarde noite olá oie oii
  gente assim quando onde porque quanto ele hoje vez
  `
    .trim()
    .split(/\s+/),
);
// "kkkk", "hahaha", "rsrs", "hehe": laughter is not a topic.
const laughter = /^(?:k{2,}|(?:ha)+h?|(?:he){2,}|(?:rs){2,}|(?:ja){2,})$/u;
const hashtagPattern = /#([\p{L}\p{M}\p{N}_]+)/gu;
const wordPattern = /[\p{L}\p{M}]+/gu;

/**
 * The words and hashtags most comments use, for "what the comments say": lower case with accents
 * kept, words of three letters or more, without stop words, laughter, @mentions, links or digits.
 * Words are not stemmed ("vestido" and "vestidos" count apart). A count is the number of
 * comments that use the term (a comment repeating a word counts once), sorted from most to
 * fewest, then alphabetically; at most `limit` of each.
 */
export function topTerms(texts: readonly string[], limit = 10): { terms: TermCount[]; hashtags: TermCount[] } {
  const terms = new Map<string, number>();
  const hashtags = new Map<string, number>();
  for (const text of texts) {
    const cleaned = withoutLinksAndMentions(text).toLowerCase();
    const tags = new Set(Array.from(cleaned.matchAll(hashtagPattern), (match) => `#${match[1]!}`));
    const words = new Set(
      (cleaned.replace(hashtagPattern, " ").match(wordPattern) ?? []).filter(
        (word) => Array.from(word).length >= 3 && !stopWords.has(word) && !laughter.test(word),
      ),
    );
    for (const tag of tags) hashtags.set(tag, (hashtags.get(tag) ?? 0) + 1);
    for (const word of words) terms.set(word, (terms.get(word) ?? 0) + 1);
  }
  return { terms: ranked(terms, limit), hashtags: ranked(hashtags, limit) };
}

function ranked(counts: ReadonlyMap<string, number>, limit: number): TermCount[] {
  return Array.from(counts, ([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term, "pt-BR"))
    .slice(0, Math.max(0, limit));
}
