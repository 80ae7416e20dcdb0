import { describe, expect, it } from 'vitest'
import type { ImportReport } from './import-report'
import { exitCodeOf, reportText } from './report-text'

const base: ImportReport = { status: 'imported', message: 'Imported: 2 added.', storeId: 4, dryRun: false, allOrNothing: false, rows: 3, accepted: 2, rejected: 1, problems: [{ line: 3, sku: 'A-1', field: 'price_each', message: 'Price of each "x" is not a number.' }], added: 2, updated: 0, unchanged: 0, takenOff: 0, otherMenu: 0, durationMs: 1234 }

describe('reportText and exitCodeOf', () => {
  it.each<[string, ImportReport, string[], number]>([
    ['imported with a rejected row', base, ['Imported: 2 added.', 'rows 3 · added 2 · updated 0 · unchanged 0 · taken off 0 · rejected 1 · 1.2 s', 'line 3 (A-1) · price_each: Price of each "x" is not a number.'], 1],
    ['a clean import', { ...base, rejected: 0, problems: [] }, ['Imported: 2 added.', 'rows 3 · added 2 · updated 0 · unchanged 0 · taken off 0 · rejected 0 · 1.2 s'], 0],
    ['a refused file', { ...base, status: 'refused', message: 'The file is not UTF-8 text.', rejected: 0, problems: [] }, ['The file is not UTF-8 text.'], 2],
    ['more rejected rows than listed', { ...base, rejected: 3 }, ['Imported: 2 added.', 'rows 3 · added 2 · updated 0 · unchanged 0 · taken off 0 · rejected 3 · 1.2 s', 'line 3 (A-1) · price_each: Price of each "x" is not a number.', '… and 2 more rejected rows'], 1],
  ])('%s', (_name, report, lines, code) => {
    expect(reportText(report).split('\n')).toEqual(lines)
    expect(exitCodeOf(report)).toBe(code)
  })
})
