import { describe, expect, it } from 'vitest'
import { cleanText } from './text-cleaning'

describe('the text-cleaning helper (002 §5)', () => {
  it.each<[string, string]>([
    ['Elgin (Medical) Store!', 'elginstore'],
    ['New York', 'newyork'],
    ['lake_in-the-hills', 'lake_in-the-hills'],
    ['  Joliet\t(Route 59)\n', 'joliet'],
    ['Café & Lounge #2', 'caflounge2'],
    ['(only parentheses)', ''],
    ['<script>alert(1)</script>', 'scriptalertscript'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(cleanText(input)).toBe(output)
  })
})
