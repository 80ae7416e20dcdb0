/**
 * The text half of the menu search, as pure rules: folding, tokens, typo tolerance and the
 * PostgreSQL tsquery that the search runs against the index's `search_vector`.
 *
 * Matching works per word of the search box, like the hosted search the specification describes:
 * every word must match a word of the product (AND). A word matches as a prefix ('dre' finds
 * 'dream'), and words of 4 letters or more also match a product word (or the start of one) within
 * 1 typo, 8 letters or more within 2 — a typo being an insertion, deletion, substitution or a swap
 * of neighbours ('bleu' → 'blue'). As with the hosted search's 'min' typo tolerance, typo matches
 * count only when no product of the store matches without typos, so 'og kush' lists the OG Kush
 * products and not every Kush. Typo candidates come from the store's own vocabulary, so the
 * database only ever sees exact lexemes.
 */

export const ACCENTED = 'àáâãäåāăąçćčďèéêëēĕėęěìíîïīĭįıñńňòóôõöøōŏőŕřśšşťùúûüūŭůűųýÿźžżÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĔĖĘĚÌÍÎÏĪĬĮİÑŃŇÒÓÔÕÖØŌŎŐŔŘŚŠŞŤÙÚÛÜŪŬŮŰŲÝŸŹŽŻ'
export const UNACCENTED = 'aaaaaaaaacccdeeeeeeeeeiiiiiiiinnnooooooooorrssstuuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeeiiiiiiiinnnooooooooorrssstuuuuuuuuuyyzzz'

const FOLD = new Map<string, string>([...ACCENTED].map((char, index) => [char, UNACCENTED[index] ?? char]))

/** Lower case without accents; the index folds its text with the same table (SQL translate()). */
export function foldText(text: string): string {
  let out = ''
  for (const char of text.toLowerCase()) out += FOLD.get(char) ?? char
  return out
}

/** Most words a search uses; the rest of a long query is ignored. */
export const MAX_TOKENS = 10
/** Most typo candidates kept per word (closest first), so one vague word cannot blow up the query. */
export const MAX_CANDIDATES = 20

/** The search box's words: folded, split on anything that is not a letter or digit, de-duplicated. */
export function tokenize(text: string): string[] {
  const tokens = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
  return [...new Set(tokens)].slice(0, MAX_TOKENS)
}

/** Typos a word may carry: none under 4 letters, 1 from 4, 2 from 8. */
export function typoBudget(token: string): number {
  const length = [...token].length
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

/**
 * Optimal string alignment distance (Levenshtein plus swaps of neighbours), or `limit + 1` as soon
 * as it is certainly above `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  const s = [...a]
  const t = [...b]
  if (Math.abs(s.length - t.length) > limit) return limit + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1)
      }
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    beforePrevious = previous
    previous = current
  }
  return previous[t.length]!
}

/**
 * Typos between a search word and a product word, reading the product word whole or by its start
 * (so 'gelatto' reaches 'gelato' and 'bleu' reaches 'blueberry'); `null` when over budget.
 */
export function typosTo(token: string, word: string, budget: number): number | null {
  return prefixTypos(codePoints(token), codePoints(word), budget)
}

/** A word as code points: typos count characters, not UTF-16 units. */
function codePoints(word: string): number[] {
  return Array.from(word, (char) => char.codePointAt(0)!)
}

// Rows of the distance table, reused from call to call (a search tries every word of the store).
let beforePreviousRow = new Int32Array(32)
let previousRow = new Int32Array(32)
let currentRow = new Int32Array(32)

/**
 * `typosTo` on code points, in one table: the optimal string alignment table of the search word
 * (rows) against the product word (columns) holds in its last row the distance to every start of
 * the product word, so the closest start within budget is read off it. Only starts of length
 * token ± budget can be within budget, which bounds the columns; and as the smallest value of a
 * row never decreases from one row to the next, a row all over budget ends the search.
 */
function prefixTypos(s: readonly number[], t: readonly number[], budget: number): number | null {
  if (budget === 0) return null
  const m = s.length
  const shortest = Math.max(1, m - budget)
  const n = Math.min(t.length, m + budget)
  if (n < shortest) return null
  if (currentRow.length <= n) {
    beforePreviousRow = new Int32Array(n + 1)
    previousRow = new Int32Array(n + 1)
    currentRow = new Int32Array(n + 1)
  }
  let before = beforePreviousRow
  let previous = previousRow
  let current = currentRow
  for (let j = 0; j <= n; j += 1) previous[j] = j
  for (let i = 1; i <= m; i += 1) {
    current[0] = i
    let rowMin = i
    const si = s[i - 1]!
    for (let j = 1; j <= n; j += 1) {
      const tj = t[j - 1]!
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (si === tj ? 0 : 1))
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > budget) return null
    const spare = before
    before = previous
    previous = current
    current = spare
  }
  let best = budget + 1
  for (let j = shortest; j <= n; j += 1) best = Math.min(best, previous[j]!)
  return best <= budget ? best : null
}

/** The vocabulary's words as code points, worked out once per vocabulary list (lists are cached per store). */
const vocabularyCodePoints = new WeakMap<readonly string[], number[][]>()

function codePointsOf(vocabulary: readonly string[]): number[][] {
  let words = vocabularyCodePoints.get(vocabulary)
  if (!words) {
    words = vocabulary.map(codePoints)
    vocabularyCodePoints.set(vocabulary, words)
  }
  return words
}

/** One search word and the product words that reach it through typos (never those its prefix covers). */
export type TokenPlan = { token: string; typoWords: string[] }

export type TextPlan = {
  tokens: TokenPlan[]
  /** Every word matches, as a prefix or through typos: the filter. */
  match: string
  /** Every word matches as a prefix, no typos. */
  exact: string
  /** Every word matches the product name as a prefix: the best matches. */
  inName: string
}

/** Builds the tsqueries of a search, or null when the text holds no words (no text filter then). */
export function planTextSearch(text: string, vocabulary: readonly string[]): TextPlan | null {
  const tokens = tokenize(text)
  if (tokens.length === 0) return null
  const words = codePointsOf(vocabulary)
  const plans: TokenPlan[] = tokens.map((token) => {
    const budget = typoBudget(token)
    const scored: { word: string; typos: number }[] = []
    if (budget > 0) {
      const letters = codePoints(token)
      vocabulary.forEach((word, index) => {
        if (word.startsWith(token)) return
        const typos = prefixTypos(letters, words[index]!, budget)
        if (typos !== null) scored.push({ word, typos })
      })
    }
    scored.sort((a, b) => a.typos - b.typos || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    return { token, typoWords: scored.slice(0, MAX_CANDIDATES).map((entry) => entry.word) }
  })
  return {
    tokens: plans,
    match: plans
      .map(({ token, typoWords }) => `(${[`${lexeme(token)}:*`, ...typoWords.map(lexeme)].join(' | ')})`)
      .join(' & '),
    exact: plans.map(({ token }) => `${lexeme(token)}:*`).join(' & '),
    inName: plans.map(({ token }) => `${lexeme(token)}:*A`).join(' & '),
  }
}

/** A lexeme quoted for tsquery input: quotes doubled, backslashes escaped. */
export function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

/** Relevance tier of a match: 3 all words in the name, 2 all words without typos, 1 with typos. */
export type Relevance = 0 | 1 | 2 | 3

/**
 * The same rules evaluated in TypeScript over a product's lexemes (word → in the name?), for tests
 * that check the database's answers against a plain evaluation. The filter keeps relevance >= 2
 * when any product of the store reaches 2, else relevance >= 1 (see `keepsRelevance`).
 */
export function relevanceOf(plan: TextPlan, lexemes: ReadonlyMap<string, boolean>): Relevance {
  const words = [...lexemes.keys()]
  const prefixHit = (token: string, nameOnly: boolean) =>
    words.some((word) => word.startsWith(token) && (!nameOnly || lexemes.get(word)))
  if (!plan.tokens.every(({ token, typoWords }) => prefixHit(token, false) || typoWords.some((w) => lexemes.has(w)))) {
    return 0
  }
  if (plan.tokens.every(({ token }) => prefixHit(token, true))) return 3
  if (plan.tokens.every(({ token }) => prefixHit(token, false))) return 2
  return 1
}

/** The lowest relevance a search keeps: typo matches only when nothing matches without typos. */
export function keepsRelevance(relevances: Iterable<Relevance>): Relevance {
  for (const relevance of relevances) if (relevance >= 2) return 2
  return 1
}
