import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS } from './menu-format'
import { imageProblem, parseNumber, potencyOf, rawFromCsv, rawFromJson, validateProduct } from './row-rules'

const COLUMNS = ['sku', 'name', 'brand', 'category', 'subcategory', 'kind', 'strain_type', 'lineage', 'thc', 'cbd', 'terpenes', 'description', 'price_eighth_ounce', 'quantity_eighth_ounce', 'price_each', 'quantity_each', 'grams_each', 'images', 'lab_results_url', 'menu']
const GOOD: Record<string, string> = {
  sku: 'NM-100',
  name: 'Lemon Haze',
  brand: 'Meadow Farms',
  category: 'Flower',
  subcategory: 'Premium',
  kind: '',
  strain_type: 'Sativa',
  lineage: 'Super Lemon Haze × Jack Herer',
  thc: '24.5%',
  cbd: '',
  terpenes: 'Limonene 0.9%; Myrcene',
  description: 'Bright and citrusy.',
  price_eighth_ounce: '$45.00',
  quantity_eighth_ounce: '12',
  price_each: '',
  quantity_each: '',
  grams_each: '',
  images: 'products/lemon.jpg|https://cdn.example.com/lemon-2.png',
  lab_results_url: 'https://labs.example.com/coa/NM-100.pdf',
  menu: 'adult-use',
}

function check(overrides: Record<string, string>) {
  const row = { ...GOOD, ...overrides }
  return validateProduct(rawFromCsv(COLUMNS, COLUMNS.map((c) => row[c] ?? '')))
}

describe('validateProduct (CSV rows)', () => {
  it('accepts a full row and normalises it', () => {
    expect(check({})).toEqual({
      ok: true,
      product: {
        sku: 'NM-100',
        name: 'Lemon Haze',
        brand: 'Meadow Farms',
        kind: 'flower',
        subcategory: 'Premium',
        strainType: 'sativa',
        lineage: 'Super Lemon Haze × Jack Herer',
        thc: { value: 24.5, unit: '%' },
        cbd: null,
        terpenes: [
          { name: 'Limonene', percent: 0.9 },
          { name: 'Myrcene', percent: null },
        ],
        description: 'Bright and citrusy.',
        weights: [{ weight: 'eighth_ounce', price: 45, quantity: 12, grams: 3.5 }],
        images: ['products/lemon.jpg', 'https://cdn.example.com/lemon-2.png'],
        labResultsUrl: 'https://labs.example.com/coa/NM-100.pdf',
        menu: 'adult-use',
      },
    })
  })

  it.each<[string, Record<string, string>, { field: string; message: string }[]]>([
    ['a missing SKU', { sku: '' }, [{ field: 'sku', message: 'SKU is missing.' }]],
    ['a SKU with spaces', { sku: 'NM 1' }, [{ field: 'sku', message: `SKU "NM 1" may hold letters, digits, '-', '_', '.' and '/' only.` }]],
    ['a missing name', { name: '  ' }, [{ field: 'name', message: 'Name is missing.' }]],
    ['an unknown category', { category: 'Snacks' }, [{ field: 'category', message: 'Unknown category "Snacks": use one of flower, pre-roll, vape, extract, edible, tincture, topical, gear.' }]],
    ['a kind that contradicts the category', { kind: 'vape' }, [{ field: 'kind', message: 'Kind "vape" does not match category "flower".' }]],
    ['an unknown strain type', { strain_type: 'ruderalis' }, [{ field: 'strain_type', message: 'Unknown strain type "ruderalis": use indica, sativa, hybrid or cbd.' }]],
    ['a potency without a unit', { thc: '24.5' }, [{ field: 'thc', message: 'THC "24.5" is not a potency: write it as 22.5% or 100 mg.' }]],
    ['a potency over 100%', { thc: '140%' }, [{ field: 'thc', message: 'THC of 140% is more than 100%.' }]],
    ['a negative potency', { cbd: '-1%' }, [{ field: 'cbd', message: 'CBD is negative: -1%.' }]],
    ['a price that is not a number', { price_eighth_ounce: 'forty' }, [{ field: 'price_eighth_ounce', message: 'Price of eighth ounce "forty" is not a number.' }]],
    ['a price with a thousands comma', { price_eighth_ounce: '1,045' }, [{ field: 'price_eighth_ounce', message: 'Price of eighth ounce "1,045" is not a number.' }]],
    ['a negative price', { price_eighth_ounce: '-45' }, [{ field: 'price_eighth_ounce', message: 'Price of eighth ounce is negative: -45.' }]],
    ['a price with three decimals', { price_eighth_ounce: '45.005' }, [{ field: 'price_eighth_ounce', message: 'Price of eighth ounce has more than two decimals: 45.005.' }]],
    ['a weight without a price', { price_eighth_ounce: '', quantity_eighth_ounce: '4' }, [{ field: 'price_eighth_ounce', message: 'The eighth ounce weight has no price.' }]],
    ['no weight at all', { price_eighth_ounce: '', quantity_eighth_ounce: '' }, [{ field: 'price', message: 'No weight has a price: give at least one price (price_eighth_ounce, price_each …).' }]],
    ['a negative stock', { quantity_eighth_ounce: '-3' }, [{ field: 'quantity_eighth_ounce', message: 'Stock of eighth ounce is negative: -3.' }]],
    ['a fractional stock', { quantity_eighth_ounce: '2.5' }, [{ field: 'quantity_eighth_ounce', message: 'Stock of eighth ounce "2.5" is not a whole number.' }]],
    ['grams of an each item that are not a number', { price_each: '10', grams_each: 'one' }, [{ field: 'grams_each', message: 'Grams of each "one" must be a number above 0 and at most 1,000.' }]],
    ['an image path with ..', { images: 'products/../../etc/passwd' }, [{ field: 'images', message: 'Image path "products/../../etc/passwd" must not contain "..".' }]],
    ['an image with a javascript: link', { images: 'javascript:alert(1)' }, [{ field: 'images', message: 'Image "javascript:alert(1)" must be an https link or a path.' }]],
    ['an image path with a backslash', { images: 'products\\lemon.jpg' }, [{ field: 'images', message: `Image path "products\\lemon.jpg" must use '/' between folders.` }]],
    ['a lab link that is not http', { lab_results_url: 'ftp://labs.example.com/x.pdf' }, [{ field: 'lab_results_url', message: 'Lab results link "ftp://labs.example.com/x.pdf" is not an http(s) link.' }]],
    ['an unknown menu', { menu: 'wholesale' }, [{ field: 'menu', message: 'Unknown menu "wholesale": use adult-use, medical or both.' }]],
    ['a control character', { name: 'Lemon\u0007Haze' }, [{ field: 'name', message: 'Name holds control characters: is the file a text export?' }]],
    ['a terpene over 100%', { terpenes: 'Myrcene 120%' }, [{ field: 'terpenes', message: 'Terpene Myrcene at 120% is outside 0–100%.' }]],
    ['several problems at once', { name: '', price_eighth_ounce: 'x' }, [
      { field: 'name', message: 'Name is missing.' },
      { field: 'price_eighth_ounce', message: 'Price of eighth ounce "x" is not a number.' },
    ]],
  ])('rejects %s', (_name, overrides, problems) => {
    expect(check(overrides)).toEqual({ ok: false, problems })
  })

  it.each<[string, Record<string, string>, Partial<Record<string, unknown>>]>([
    ['a plural category', { category: 'Pre-Rolls' }, { kind: 'pre-roll' }],
    ['a concentrate alias', { category: 'Concentrates' }, { kind: 'extract' }],
    ['a matching kind', { kind: 'FLOWER' }, { kind: 'flower' }],
    ['a formula kept as text', { name: '=HYPERLINK("http://evil.example","x")' }, { name: '=HYPERLINK("http://evil.example","x")' }],
    ['an exported formula read back', { name: `'=SUM(A1:A2)` }, { name: '=SUM(A1:A2)' }],
    ['mg potency', { thc: '100 mg' }, { thc: { value: 100, unit: 'mg' } }],
    ['recreational as adult-use', { menu: 'Recreational' }, { menu: 'adult-use' }],
    ['a blank menu as both', { menu: '' }, { menu: 'both' }],
    ['an each weight with grams', { price_eighth_ounce: '', quantity_eighth_ounce: '', price_each: '12', quantity_each: '', grams_each: '1' }, { weights: [{ weight: 'each', price: 12, quantity: 0, grams: 1 }] }],
  ])('accepts %s', (_name, overrides, expected) => {
    const result = check(overrides)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.product).toMatchObject(expected)
  })
})

describe('validateProduct (JSON products)', () => {
  it.each<[string, unknown, { field: string; message: string }[] | null]>([
    ['a good product', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', weights: [{ name: 'half gram', grams: 0.5, price: 30, quantity: 2 }] }, null],
    ['an unknown field', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', colour: 'red', weights: [{ name: 'gram', price: 30 }] }, [{ field: 'colour', message: 'Unknown field "colour": the fields are listed in the import guide.' }]],
    ['grams that contradict the weight', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', weights: [{ name: 'gram', grams: 2, price: 30 }] }, [{ field: 'weights[0].grams', message: 'The gram weight is 1 g, not 2 g.' }]],
    ['an unknown weight', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', weights: [{ name: 'pound', price: 30 }] }, [{ field: 'weights[0].name', message: 'Unknown weight "pound": use half gram, gram, two gram, eighth ounce, quarter ounce, half ounce, ounce, each.' }]],
    ['a weight given twice', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', weights: [{ name: 'gram', price: 30 }, { name: 'Gram', price: 31 }] }, [{ field: 'weights[1].name', message: 'The gram weight is given twice.' }]],
    ['a price that is text', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', weights: [{ name: 'gram', price: 'abc' }] }, [{ field: 'weights[0].price', message: 'Price of gram "abc" is not a number.' }]],
    ['weights that are not a list', { sku: 'J-1', name: 'Cart', brand: 'Lumen', category: 'vape', weights: 'gram' }, [
      { field: 'weights', message: 'Weights must be a list of {name, grams, price, quantity}.' },
      { field: 'price', message: 'No weight has a price: give at least one price (price_eighth_ounce, price_each …).' },
    ]],
    ['a name that is a number', { sku: 'J-1', name: 42, brand: 'Lumen', category: 'vape', weights: [{ name: 'gram', price: 30 }] }, [{ field: 'name', message: 'Name must be text.' }]],
  ])('%s', (_name, value, problems) => {
    const result = validateProduct(rawFromJson(value)!, 'json')
    if (problems === null) expect(result.ok).toBe(true)
    else expect(result).toEqual({ ok: false, problems })
  })

  it('is not an object', () => {
    expect(rawFromJson([1, 2])).toBeNull()
    expect(rawFromJson('x')).toBeNull()
  })
})

describe('small parsers', () => {
  it.each([
    ['45', 45],
    ['$45.50', 45.5],
    [' .5 ', 0.5],
    ['-3', -3],
    ['$-3', -3],
    ['1,000', null],
    ['4e3', null],
    ['', null],
    [12, 12],
    [Number.NaN, null],
  ] as const)('parseNumber(%o) = %o', (input, expected) => {
    expect(parseNumber(input)).toBe(expected)
  })

  it.each([
    ['22.5%', { value: 22.5, unit: '%' }],
    ['22.5 %', { value: 22.5, unit: '%' }],
    ['10MG', { value: 10, unit: 'mg' }],
    [{ value: '5', unit: 'mg' }, { value: 5, unit: 'mg' }],
    ['', null],
  ] as const)('potencyOf(%o)', (input, expected) => {
    expect(potencyOf(input, 'thc', 'THC', () => {})).toEqual(expected)
  })

  it.each([
    ['products/lemon.jpg', null],
    ['/images/a_b-c.png', null],
    ['https://cdn.example.com/a.png', null],
    ['..', 'Image path ".." must not contain "..".'],
    ['a/../b.png', 'Image path "a/../b.png" must not contain "..".'],
    ['file:///etc/passwd', 'Image "file:///etc/passwd" must be an https link or a path.'],
    ['a b.png', `Image path "a b.png" may hold letters, digits, '.', '_', '-' and '/' only.`],
  ])('imageProblem(%s)', (ref, expected) => {
    expect(imageProblem(ref)).toBe(expected)
  })

  it('every CSV column is one the reader knows', () => {
    const row = validateProduct(rawFromCsv(CSV_COLUMNS, CSV_COLUMNS.map((c) => ({ sku: 'A', name: 'B', brand: 'C', category: 'gear', price_each: '1' })[c as string] ?? '')))
    expect(row.ok).toBe(true)
  })
})
