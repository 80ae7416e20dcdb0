import { describe, expect, it } from 'vitest'
import { isAgeGateExempt } from '~/compliance/age-gate-exempt'
import routes from '~/routes'

type Entry = { path?: string; file: string; children?: Entry[] }

function flatten(entries: Entry[]): Entry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])
}

describe("the legal pages' ageGateExempt handle", () => {
  // The shell leaves the gate off on routes whose handle says so; the rule itself is isAgeGateExempt.
  it('marks exactly the routes whose paths the age gate leaves open', () => {
    const all = flatten(routes as Entry[]).filter((entry) => entry.path)
    const legal = all.filter((entry) => entry.file === 'routes/legal.tsx').map((entry) => `/${entry.path}`)
    expect(legal.length).toBeGreaterThan(0)
    for (const path of legal) expect(isAgeGateExempt(path), path).toBe(true)
    for (const entry of all.filter((e) => e.file !== 'routes/legal.tsx')) {
      expect(isAgeGateExempt(`/${entry.path}`), entry.path).toBe(false)
    }
  })
})
