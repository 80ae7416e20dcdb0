import { describe, expect, it } from 'vitest'
import {
  ACCENTED,
  UNACCENTED,
  foldText,
  keepsRelevance,
  lexeme,
  planTextSearch,
  relevanceOf,
  tokenize,
  typoBudget,
  typoDistance,
  typosTo,
} from './text'

describe('foldText', () => {
  it.each([
    ['Blue Dream', 'blue dream'],
    ['Café Crème', 'cafe creme'],
    ['ÑANDÚ', 'nandu'],
    ['Ørsted Åland', 'orsted aland'],
    ['already plain 123', 'already plain 123'],
  ])('%s → %s', (input, expected) => {
    expect(foldText(input)).toBe(expected)
  })

  it('maps every accented letter of the SQL table to one plain letter', () => {
    expect([...ACCENTED]).toHaveLength(UNACCENTED.length)
    for (const [index, char] of [...ACCENTED].entries()) {
      const base = char.normalize('NFD')[0]!.toLowerCase()
      const expected = /[ıİ]/.test(char) ? 'i' : /[øØ]/.test(char) ? 'o' : base
      expect(UNACCENTED[index], char).toBe(expected)
    }
  })
})

describe('tokenize', () => {
  it.each([
    ['blue dre', ['blue', 'dre']],
    ['  OG   Kush ', ['og', 'kush']],
    ['Pre-Roll 5-Pack', ['pre', 'roll', '5', 'pack']],
    ["o'brien", ['o', 'brien']],
    ['kush kush', ['kush']],
    ['!!! ***', []],
    ['', []],
    ['a b c d e f g h i j k l', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']],
  ])('%j → %j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected)
  })
})

describe('typo rules', () => {
  it.each([
    ['og', 0],
    ['dre', 0],
    ['blue', 1],
    ['gelatto', 1],
    ['cartridge', 2],
  ])('%s may carry %d typos', (token, budget) => {
    expect(typoBudget(token)).toBe(budget)
  })

  it.each([
    ['bleu', 'blue', 1],
    ['blue', 'blue', 0],
    ['gelatto', 'gelato', 1],
    ['weding', 'wedding', 1],
    ['kush', 'push', 1],
    ['abcd', 'dcba', 3],
    ['dream', 'dreamy', 1],
  ])('distance(%s, %s) = %d', (a, b, expected) => {
    expect(typoDistance(a, b, 5)).toBe(expected)
  })

  it('stops early above the limit', () => {
    expect(typoDistance('abcdefgh', 'zyxwvuts', 1)).toBe(2)
    expect(typoDistance('a', 'abcdef', 2)).toBe(3)
  })

  it.each([
    ['bleu', 'blue', 1],
    ['bleu', 'blueberry', 1],
    ['gelatto', 'gelato', 1],
    ['cartrige', 'cartridges', 1],
    ['kush', 'cake', null],
    ['blue', 'black', null],
    ['og', 'of', null],
  ])('typosTo(%s, %s) = %s', (token, word, expected) => {
    expect(typosTo(token, word, typoBudget(token))).toBe(expected)
  })

  it('typosTo is the fewest typos to the word or a start of it of length token ± budget', () => {
    // The definition, one distance per candidate (typosTo reads them all off one table).
    const byDefinition = (token: string, word: string, budget: number): number | null => {
      const length = [...token].length
      const letters = [...word]
      let best = typoDistance(token, word, budget)
      for (let cut = Math.max(1, length - budget); cut <= Math.min(letters.length - 1, length + budget); cut += 1) {
        best = Math.min(best, typoDistance(token, letters.slice(0, cut).join(''), budget))
      }
      return best <= budget ? best : null
    }
    let seed = 20_250_601
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % n
    }
    const letters = [...'abdeklorsu\u00e9\u{1f33f}']
    const word = (length: number) => Array.from({ length }, () => letters[next(letters.length)]).join('')
    for (let round = 0; round < 3000; round += 1) {
      const token = word(4 + next(6))
      const other = next(3) ? `${token.slice(0, next(token.length))}${word(next(5))}` : word(1 + next(12))
      for (const budget of [1, 2]) expect(typosTo(token, other, budget), `${token} ${other} ${budget}`).toBe(byDefinition(token, other, budget))
    }
  })
})

describe('planTextSearch', () => {
  const vocabulary = ['blue', 'blueberry', 'dream', 'og', 'kush', 'cake', 'wedding', 'gelato', 'pre-roll', "it's"]

  it('is null without words', () => {
    expect(planTextSearch('  !! ', vocabulary)).toBeNull()
  })

  it('builds prefix queries and typo alternatives from the vocabulary', () => {
    const plan = planTextSearch('bleu dre', vocabulary)!
    expect(plan.tokens).toEqual([
      { token: 'bleu', typoWords: ['blue', 'blueberry'] },
      { token: 'dre', typoWords: [] },
    ])
    expect(plan.match).toBe("('bleu':* | 'blue' | 'blueberry') & ('dre':*)")
    expect(plan.exact).toBe("'bleu':* & 'dre':*")
    expect(plan.inName).toBe("'bleu':*A & 'dre':*A")
  })

  it('leaves out words the prefix already reaches', () => {
    expect(planTextSearch('blue', vocabulary)!.tokens[0]!.typoWords).toEqual([])
    expect(planTextSearch('preroll', vocabulary)!.tokens[0]!.typoWords).toEqual(['pre-roll'])
  })

  it('quotes lexemes for tsquery input', () => {
    expect(lexeme("it's")).toBe("'it''s'")
    expect(lexeme('a\\b')).toBe("'a\\\\b'")
  })
})

describe('relevanceOf and keepsRelevance', () => {
  const product = new Map([
    ['blue', true],
    ['dream', true],
    ['alpha', false],
    ['flower', false],
  ])
  const vocabulary = [...product.keys()]
  it.each([
    ['blue dre', 3],
    ['alpha', 2],
    ['blue alpha', 2],
    ['bleu dream', 1],
    ['kush', 0],
  ])('%j → %d', (text, expected) => {
    expect(relevanceOf(planTextSearch(text, vocabulary)!, product)).toBe(expected)
  })

  it('keeps typo matches only when nothing matches without typos', () => {
    expect(keepsRelevance([1, 0, 1])).toBe(1)
    expect(keepsRelevance([1, 2, 0])).toBe(2)
    expect(keepsRelevance([3])).toBe(2)
    expect(keepsRelevance([])).toBe(1)
  })
})
