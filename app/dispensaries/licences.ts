import { OHIO_STATE_CODE } from '~/site/host-mode'
import type { Licence } from './types'

/** 001 §6: Ohio labels its licences 'Non-Med' and 'Med'; elsewhere 'ADULT USE' and 'MED'; plus 'LOUNGE'. */
export function licenceLabels(stateCode: string): { adultUse: string; medical: string; lounge: string } {
  return stateCode.toUpperCase() === OHIO_STATE_CODE
    ? { adultUse: 'Non-Med', medical: 'Med', lounge: 'LOUNGE' }
    : { adultUse: 'ADULT USE', medical: 'MED', lounge: 'LOUNGE' }
}

/** The licence numbers a dispensary holds, labelled for its state; blank numbers are left out. */
export function describeLicences(
  stateCode: string,
  numbers: { adultUse: string | null; medical: string | null; lounge: string | null },
): Licence[] {
  const labels = licenceLabels(stateCode)
  return (['adultUse', 'medical', 'lounge'] as const).flatMap((key) => {
    const value = numbers[key]?.trim()
    return value ? [{ label: labels[key], number: value }] : []
  })
}

export const COMING_SOON_TAG = 'coming-soon'

const TAG_LABELS: Record<string, string> = {
  lounge: 'Consumption lounge',
  delivery: 'Delivery',
}

/** Tags a shopper cares about, as words; internal tags (coming-soon, menu kinds) are left out. */
export function amenityLabels(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => {
    const label = TAG_LABELS[tag]
    return label ? [label] : []
  })
}
