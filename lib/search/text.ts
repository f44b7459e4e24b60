/**
 * Text processing shared by the index and the queries: tokens, stop words, a light plural stemmer and
 * the synonyms readers use.
 */

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its of on or s so t that the this to what when where which why with you your'.split(
    ' ',
  ),
);

/**
 * Splits text into lower-case words. `I/O` is one word (`io`), and `Dagster+` also yields `dagsterplus`
 * so "dagster plus" and "dagster cloud" can find it.
 */
export function tokenize(text: string): string[] {
  return text
    .replace(/\bI\/O\b/gi, 'io')
    .replace(/\bdagster\s*\+/gi, 'dagster dagsterplus ')
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\uffff]+/)
    .filter(Boolean);
}

/**
 * A light English stemmer (a few of Porter's rules), the same for the index and the queries: plurals,
 * -ing, -ed, -ation, -ate, -ion and a final e, so "schedule", "schedules" and "scheduling", "partition" and
 * "partitioning", or "migrate" and "migration" meet. Short words, words with digits and words in -ss,
 * -us, -is stay as they are.
 */
export function stem(word: string): string {
  let w = stems.get(word);
  if (w === undefined) stems.set(word, (w = stemWord(word)));
  return w;
}
const stems = new Map<string, string>();

function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = restoreE(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = restoreE(w.slice(0, -2));
  if (w.length > 6 && w.endsWith('ation')) w = `${w.slice(0, -5)}ate`;
  if (w.length > 5 && w.endsWith('ate')) w = w.slice(0, -3);
  else if (w.length > 5 && /[st]ion$/.test(w)) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** After -ing or -ed: "runn" -> "run", "updat" -> "update", "materializ" -> "materialize". */
function restoreE(w: string): string {
  if (/([^aeioulsz])\1$/.test(w)) return w.slice(0, -1);
  return /(at|bl|iz)$/.test(w) ? `${w}e` : w;
}

/** The index terms of a token: none for a stop word, else its stem, and the word itself when they differ (for typos). */
export function processTerm(token: string): string[] | null {
  const word = token.toLowerCase();
  if (STOP_WORDS.has(word)) return null;
  const stemmed = stem(word);
  return stemmed === word ? [word] : [stemmed, word];
}

/** The words of a text that count, stop words left out (lower case, not stemmed). */
export const words = (text: string): string[] => tokenize(text).filter((t) => !STOP_WORDS.has(t));

/** Index terms (stems) of a text, stop words left out. */
export const terms = (text: string): string[] => words(text).map(stem);

/**
 * Synonym groups: a reader's phrase on the left finds every phrase of its group. Groups marked one-way
 * only widen the left-hand words (searching "schedule" does not look for "cron").
 */
const SYNONYMS: { words: string[]; alternatives: string[]; oneWay?: boolean }[] = [
  { words: ['k8s', 'kubernetes', 'kube'], alternatives: ['kubernetes', 'k8s'] },
  { words: ['sso', 'saml', 'oidc', 'single sign on', 'single sign-on', 'openid'], alternatives: ['sso', 'saml', 'oidc', 'single sign on'] },
  {
    words: ['env var', 'env vars', 'envvar', 'environment variable', 'environment variables'],
    alternatives: ['environment variable', 'env var', 'envvar'],
  },
  { words: ['gcp', 'google cloud', 'google cloud platform'], alternatives: ['gcp', 'google cloud'] },
  { words: ['gcs', 'google cloud storage'], alternatives: ['gcs', 'google cloud storage'] },
  { words: ['aws', 'amazon web services', 'amazon'], alternatives: ['aws', 'amazon web services'] },
  { words: ['cron', 'crontab'], alternatives: ['cron', 'schedule'], oneWay: true },
  {
    words: ['ci', 'ci cd', 'cicd', 'continuous integration'],
    alternatives: ['ci', 'branch deployment', 'github action', 'gitlab'],
    oneWay: true,
  },
  { words: ['dagster plus', 'dagster cloud', 'dagsterplus', 'dagster+'], alternatives: ['dagsterplus'] },
  { words: ['azure ad', 'entra id', 'entra', 'active directory'], alternatives: ['azure ad', 'entra id', 'active directory'] },
  { words: ['quickstart', 'quick start', 'getting started'], alternatives: ['quickstart', 'quick start'] },
  { words: ['io manager', 'iomanager', 'io managers'], alternatives: ['io manager', 'iomanager'] },
  { words: ['wandb', 'weights and biases', 'weights biases', 'w&b'], alternatives: ['wandb', 'weights biases'] },
  { words: ['delta lake', 'deltalake'], alternatives: ['delta lake', 'deltalake'] },
  { words: ['adls', 'adls2', 'data lake storage'], alternatives: ['adls2', 'data lake storage'] },
  { words: ['msteams', 'ms teams', 'microsoft teams'], alternatives: ['microsoft teams', 'msteams'] },
  { words: ['rbac', 'role based access control', 'access control'], alternatives: ['rbac', 'role based access control'] },
  { words: ['secrets', 'secret', 'credentials'], alternatives: ['secret', 'credential'], oneWay: true },
  { words: ['backfill', 'backfills', 'backfilling'], alternatives: ['backfill', 'backfilling'] },
  { words: ['install', 'installing', 'installation'], alternatives: ['install', 'installing', 'installation'] },
  { words: ['notebook', 'notebooks', 'jupyter'], alternatives: ['notebook', 'jupyter'] },
  { words: ['ecs', 'elastic container service'], alternatives: ['ecs', 'amazon ecs'] },
  { words: ['dbt core'], alternatives: ['dbt'] },
];

/** One slot of a query: every alternative phrase (each a list of words, not stemmed) that satisfies it. */
export interface QuerySlot {
  alternatives: string[][];
  /** The words the reader typed for this slot (before synonyms). */
  typed: string[];
  /** The slot ends the query and its word may be a prefix the reader is still typing: that word. */
  prefix?: string;
}

const PHRASES = new Map<string, string[][]>();
for (const group of SYNONYMS)
  for (const phrase of group.words) {
    const key = terms(phrase).join(' ');
    const alternatives = [...new Set([words(phrase).join(' '), ...group.alternatives.map((a) => words(a).join(' '))])].map((a) =>
      a.split(' '),
    );
    PHRASES.set(key, alternatives);
  }
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((k) => k.split(' ').length));

/** Splits a query into slots, joining words that form a synonym phrase ("env vars", "google cloud"). */
export function parseQuery(query: string): QuerySlot[] {
  // "dagster" is on every page: it only counts when it is all the reader typed.
  const all = words(query);
  const typed =
    all.some((w) => w !== 'dagster') && !/^dagster\W*$/.test(all.join(' '))
      ? all.filter((w, i) => w !== 'dagster' || PHRASES.has(`dagster ${all[i + 1] ?? ''}`.trim()))
      : all;
  const stems = typed.map(stem);
  const slots: QuerySlot[] = [];
  for (let i = 0; i < typed.length; ) {
    let matched = 0;
    for (let n = Math.min(LONGEST_PHRASE, typed.length - i); n >= 1 && !matched; n--) {
      const alternatives = PHRASES.get(stems.slice(i, i + n).join(' '));
      if (alternatives) {
        slots.push({ alternatives: [typed.slice(i, i + n), ...alternatives], typed: typed.slice(i, i + n) });
        matched = n;
      }
    }
    if (!matched) {
      slots.push({ alternatives: [[typed[i]]], typed: [typed[i]] });
      matched = 1;
    }
    i += matched;
  }
  if (/\s$/.test(query)) return slots;
  const last = slots[slots.length - 1];
  const lastToken = tokenize(query).pop();
  // A stop word still being typed ("as", on the way to "asset") is a prefix only, so the reader sees hits from the
  // second letter. One letter ("a") would match most of the index, slowly, and still say nothing.
  if (lastToken && STOP_WORDS.has(lastToken)) {
    if (lastToken.length > 1) slots.push({ alternatives: [], typed: [lastToken], prefix: lastToken });
  } else if (last && last.typed.length === 1) last.prefix = last.typed[0];
  return slots;
}

/** Edit distance of two words, or `max + 1` as soon as it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Typo tolerance: one edit from 4 letters, two from 8. */
export const maxEdits = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);
