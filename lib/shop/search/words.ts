/**
 * How a shopper's words become the text-search queries of the catalogue (pure; the database
 * finds the candidate catalogue words, see search_word_matches in migration 0008).
 *
 * Each word matches products holding any catalogue word that begins with it or contains it; a
 * word that neither begins nor sits inside any catalogue word is taken for a typo and matches
 * its nearest catalogue words instead. The product query then holds exact catalogue words only,
 * which the full-text index answers from its posting lists, with no prefix scan or per-row recheck.
 */

/** At most this many words of a query count; the rest are dropped. */
export const MAX_QUERY_WORDS = 8;
/** A one-letter word begins many catalogue words: the shortest this many stand for it. */
const MAX_EXPANSIONS = 48;
/** Near misses kept per misspelt word, best first. */
const MAX_NEAR = 6;

export type WordMatch = { queryWord: string; word: string; near: boolean; similarity: number };

/** `match` selects products; `rank` scores them (the words as typed first, then corrections). */
export type SearchQueries = { match: string; rank: string };

export function queryWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_QUERY_WORDS);
}

/** A tsquery lexeme in quotes, so catalogue words holding - . / or ' stay one lexeme. */
export const lexeme = (word: string): string => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const anyOf = (words: readonly string[]) => `(${words.map(lexeme).join(' | ')})`;
const shortestFirst = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The queries for these words, or null when some word matches no catalogue word at all. */
export function searchQueries(words: readonly string[], matches: readonly WordMatch[]): SearchQueries | null {
  const match: string[] = [];
  const rank: string[] = [];
  for (const word of words) {
    const mine = matches.filter((m) => m.queryWord === word);
    const inside = [...new Set(mine.filter((m) => !m.near).map((m) => m.word))].sort(shortestFirst).slice(0, MAX_EXPANSIONS);
    if (inside.length) {
      const starting = inside.filter((w) => w.startsWith(word));
      match.push(anyOf(inside));
      rank.push(anyOf(starting.length ? starting : inside));
      continue;
    }
    const near = mine
      .filter((m) => m.near)
      .sort((a, b) => b.similarity - a.similarity || shortestFirst(a.word, b.word))
      .slice(0, MAX_NEAR);
    if (!near.length) return null;
    match.push(anyOf(near.map((m) => m.word)));
    rank.push(anyOf(near.filter((m) => m.similarity === near[0].similarity).map((m) => m.word)));
  }
  return match.length ? { match: match.join(' & '), rank: rank.join(' & ') } : null;
}

/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** True for a shopper's word that may be several catalogue words run together (Japanese). */
export const mayBeRunTogether = (word: string): boolean => UNSPACED.test(word);

/**
 * A Japanese query has no spaces ("カーボンボンネット"): when no catalogue word contains it, it is
 * read as catalogue words one after another, so it must match all of them, not the nearest few.
 * `contained` are the catalogue words found inside it. Longest first from the start, backing off
 * when the rest cannot be covered; null when no sequence covers the whole word.
 */
export function splitRunTogether(word: string, contained: readonly string[]): string[] | null {
  const byLength = [...new Set(contained)].filter((w) => w.length > 0).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const from = (start: number): string[] | null => {
    if (start === word.length) return [];
    for (const candidate of byLength) {
      if (!word.startsWith(candidate, start)) continue;
      const rest = from(start + candidate.length);
      if (rest) return [candidate, ...rest];
    }
    return null;
  };
  const parts = from(0);
  return parts && parts.length > 1 ? parts : null;
}
