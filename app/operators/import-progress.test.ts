import { describe, expect, it } from 'vitest'
import { type ClientProgress, progressText, progressValue, takeLines } from './import-progress'

describe('progressText and progressValue', () => {
  it.each<[ClientProgress, string, number]>([
    [{ phase: 'uploading', fraction: 0.456 }, 'Sending the file… 46%', 23],
    [{ phase: 'reading', rows: 12000 }, 'Checking rows… 12,000 read', 60],
    [{ phase: 'writing', rows: 3 }, 'Writing the menu (3 rows)…', 75],
    [{ phase: 'indexing' }, 'Refreshing the menu’s search and filters…', 90],
    [{ phase: 'done' }, 'Done.', 100],
  ])('%o', (progress, text, value) => {
    expect(progressText(progress)).toBe(text)
    expect(progressValue(progress)).toBe(value)
  })
})

describe('takeLines', () => {
  it.each([
    ['nothing yet', '', [], ''],
    ['a line and a half', '{"a":1}\n{"b":', [{ a: 1 }], '{"b":'],
    ['two lines', '{"a":1}\n{"b":2}\n', [{ a: 1 }, { b: 2 }], ''],
    ['a broken line is skipped', 'oops\n{"a":1}\n', [{ a: 1 }], ''],
  ])('%s', (_name, buffer, values, rest) => {
    expect(takeLines(buffer)).toEqual({ values, rest })
  })
})
