import { describe, expect, it } from 'vitest'
import { csvCell, formatOfFileName, headerProblem } from './menu-format'

describe('headerProblem', () => {
  it.each<[string, string[], string | null]>([
    ['the required columns and a price', ['sku', 'name', 'brand', 'category', 'price_each'], null],
    ['spelt loosely', [' SKU ', 'Name', 'Brand', 'Category', 'Price Eighth Ounce', 'Quantity-Eighth-Ounce'], null],
    ['an unknown column', ['sku', 'name', 'brand', 'category', 'price_each', 'colour'], 'The header has a column the format does not know: "colour". Is this the menu export? The columns are listed in the import guide.'],
    ['an empty column', ['sku', 'name', 'brand', 'category', 'price_each', ''], 'The header has a column the format does not know: an empty column. Is this the menu export? The columns are listed in the import guide.'],
    ['a repeated column', ['sku', 'name', 'brand', 'category', 'price_each', 'Name'], 'The header names "name" twice.'],
    ['a missing required column', ['sku', 'name', 'price_each'], 'The header lacks the required column "brand", "category".'.replace('column', 'columns')],
    ['no price column', ['sku', 'name', 'brand', 'category'], 'The header has no price column (price_eighth_ounce, price_each …).'],
    ['a data row instead of a header', ['NM-1', 'Lemon Haze', 'Meadow', 'flower'], 'The header has columns the format does not know: "nm_1", "lemon_haze", "meadow", "flower". Is this the menu export? The columns are listed in the import guide.'],
  ])('%s', (_name, cells, problem) => {
    expect(headerProblem(cells)).toBe(problem)
  })
})

describe('csvCell', () => {
  it.each<[string | number | null, string]>([
    ['Lemon Haze', 'Lemon Haze'],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 555', "'+1 555"],
    ['-rf', "'-rf"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    [-3, '-3'],
    [null, ''],
  ])('%o → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('formatOfFileName', () => {
  it.each([
    ['menu.csv', 'csv'],
    ['MENU.JSON', 'json'],
    ['menu.xlsx', null],
    ['menu', null],
  ])('%s', (name, format) => {
    expect(formatOfFileName(name)).toBe(format)
  })
})
