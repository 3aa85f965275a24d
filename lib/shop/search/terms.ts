/**
 * The catalogue is written in English, so a Spanish or Japanese query is first put into the
 * catalogue's words using the shop's own translations of its names (product types, categories,
 * parts, vehicle lines, sections). Words it does not know pass through untouched, so English
 * queries, part numbers and the database's typo tolerance keep working.
 */

type Tree = { [key: string]: string | Tree | unknown };
export type Catalogue = Tree;

/** One translated name and the English name it stands for, both normalized. */
export type Term = { from: string; to: string };

/** Where the shop's names live in `messages/*.json`; keys of `listing.values` are the English names. */
const NAME_GROUPS = ['listing.values', 'listing.sections', 'nav.carbonTypes', 'nav.lines', 'vehicles'] as const;
const NAV_NAMES = ['exhaust', 'suspension', 'performance', 'carbonFiber', 'shopBodyParts'] as const;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
/** Japanese runs are matched by prefix; two characters is the shortest that still names something. */
const MIN_PREFIX = 2;
/** A Latin word this long may be one letter off a translated name ("escpae", "amortiguadors"). */
const MIN_FUZZY_LENGTH = 5;

/** Lower case, compatibility forms folded (full-width letters), Latin accents dropped (capó = capo). */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\([^)]*\)|（[^）]*）/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function at(tree: Tree, path: string): Tree | undefined {
  return path.split('.').reduce<Tree | undefined>((node, part) => node?.[part] as Tree | undefined, tree);
}

/** "Coilovers / Resortes" beside "Coilovers / Springs" also teaches "resortes" = "springs". */
function pairs(from: string, to: string): Term[] {
  const whole = { from: normalize(from), to: normalize(to) };
  const fromParts = from.split('/');
  const toParts = to.split('/');
  if (fromParts.length < 2 || fromParts.length !== toParts.length) return [whole];
  return [whole, ...fromParts.map((part, i) => ({ from: normalize(part), to: normalize(toParts[i]) }))];
}

/**
 * Every translated name of the other catalogues that differs from its English name, product
 * names first: where two groups translate one word differently ("ボンネット" is Hood and Hoods), the first wins.
 */
export function searchTerms(english: Catalogue, translated: readonly Catalogue[]): Term[] {
  const terms = translated.flatMap((catalogue) => [
    ...NAME_GROUPS.flatMap((group) =>
      Object.entries(at(catalogue, group) ?? {}).flatMap(([key, value]) => {
        const source = at(english, group)?.[key];
        return typeof value === 'string' && typeof source === 'string' ? pairs(value, source) : [];
      }),
    ),
    ...NAV_NAMES.flatMap((key) => {
      const value = at(catalogue, 'nav')?.[key];
      const source = at(english, 'nav')?.[key];
      return typeof value === 'string' && typeof source === 'string' ? pairs(value, source) : [];
    }),
  ]);
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = `${term.from}\u0000${term.to}`;
    if (!term.from || !term.to || term.from === term.to || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The first English word of every name that begins with a Japanese fragment, when they agree:
 * "カーボン" begins カーボンファイバー and カーボンパーツ, so it reads "carbon"; "リア" reads "rear".
 */
function firstWord(candidates: readonly Term[]): string | null {
  const first = new Set(candidates.map((term) => term.to.split(' ')[0]));
  return first.size === 1 ? [...first][0] : null;
}

/** The English words every candidate shares, in the first one's order ("carbono": "carbon fiber"). */
function sharedWords(candidates: readonly Term[]): string | null {
  if (candidates.length === 0) return null;
  const [first, ...rest] = candidates.map((term) => term.to.split(' '));
  const shared = first.filter((word) => rest.every((words) => words.includes(word)));
  return shared.length ? [...new Set(shared)].join(' ') : null;
}

/** True when a and b differ by at most one inserted, deleted, replaced or swapped letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/** A Japanese run: the longest known name at each point, else the longest beginning of known names. */
function translateRun(run: string, cjk: readonly Term[]): string[] {
  const out: string[] = [];
  let kept = '';
  const keep = () => {
    if (kept) out.push(kept);
    kept = '';
  };
  let i = 0;
  while (i < run.length) {
    let matched: { length: number; english: string } | null = null;
    for (let length = run.length - i; length >= MIN_PREFIX && !matched; length--) {
      const piece = run.slice(i, i + length);
      const exact = cjk.find((term) => term.from === piece);
      const english = exact ? exact.to : firstWord(cjk.filter((term) => term.from.startsWith(piece)));
      if (english) matched = { length, english };
    }
    if (matched) {
      keep();
      out.push(matched.english);
      i += matched.length;
    } else {
      kept += run[i];
      i += 1;
    }
  }
  keep();
  return out;
}

/** Latin words: the longest run of words that is a whole name, else a word found in names. */
function translateWords(words: readonly string[], latin: readonly Term[], englishWords: ReadonlySet<string>): { words: string[]; translated: boolean } {
  const out: string[] = [];
  let translated = false;
  let i = 0;
  while (i < words.length) {
    let step = 0;
    for (let length = words.length - i; length >= 1 && !step; length--) {
      const phrase = words.slice(i, i + length).join(' ');
      const exact = latin.find((term) => term.from === phrase);
      if (exact) {
        out.push(exact.to);
        translated = true;
        step = length;
      }
    }
    if (!step) {
      const word = words[i];
      const inNames = englishWords.has(word) ? [] : latin.filter((term) => term.from.split(' ').includes(word));
      const near =
        inNames.length || englishWords.has(word) || word.length < MIN_FUZZY_LENGTH
          ? []
          : latin.filter((term) => !term.from.includes(' ') && term.from.length >= MIN_FUZZY_LENGTH && withinOneEdit(word, term.from));
      const english = sharedWords(inNames.length ? inNames : near);
      // A word of the translated names that names nothing alone ("de", "para") is dropped
      // rather than required: the catalogue's English names never contain it.
      if (english || inNames.length) translated = true;
      if (english) out.push(english);
      else if (!inNames.length) out.push(word);
      step = 1;
    }
    i += step;
  }
  return { words: out, translated };
}

/** The query in the catalogue's English words, or the query itself when nothing in it is a translated name. */
export function toCatalogueQuery(query: string, terms: readonly Term[]): string {
  const text = normalize(query);
  if (!text) return query.trim();
  const cjk = terms.filter((term) => CJK.test(term.from)).map((term) => ({ ...term, from: term.from.replace(/\s+/g, '') }));
  const latin = terms.filter((term) => !CJK.test(term.from));
  const englishWords = new Set(terms.flatMap((term) => term.to.split(' ')));
  const tokens = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+|[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? [];
  const out: string[] = [];
  let translated = false;
  let latinRun: string[] = [];
  const flushLatin = () => {
    if (!latinRun.length) return;
    const result = translateWords(latinRun, latin, englishWords);
    out.push(...result.words);
    translated ||= result.translated;
    latinRun = [];
  };
  for (const token of tokens) {
    if (!CJK.test(token)) {
      latinRun.push(token);
      continue;
    }
    flushLatin();
    const words = translateRun(token, cjk);
    if (words.join('') !== token) translated = true;
    out.push(...words);
  }
  flushLatin();
  return translated ? out.join(' ') : query.trim();
}
