import { describe, expect, it } from 'vitest'
import { toStoreHours } from './store-hours'

const row = (from: string | null, to: string | null, fromMedical: string | null, toMedical: string | null) =>
  ({ day: 'Monday', from, to, customLabel: null, fromMedical, toMedical }) as const

describe('toStoreHours', () => {
  it.each([
    ['recreational uses the opening hours', row('09:00', '21:00', '08:00', '21:00'), 'recreational', { from: '09:00', to: '21:00' }],
    ['medical uses the patients’ hours', row('09:00', '21:00', '08:00', '21:00'), 'medical', { from: '08:00', to: '21:00' }],
    ['medical without patients’ hours uses the opening hours', row('09:00', '21:00', null, null), 'medical', { from: '09:00', to: '21:00' }],
    ['a closed day has no period', row(null, null, null, null), 'recreational', null],
  ] as const)('%s', (_name, input, kind, period) => {
    expect(toStoreHours([input], kind)).toEqual([{ day: 'Monday', period }])
  })

  it('null hours (no delivery) stay null', () => {
    expect(toStoreHours(null, 'recreational')).toBeNull()
  })
})
