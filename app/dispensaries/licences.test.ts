import { describe, expect, it } from 'vitest'
import { amenityLabels, describeLicences, licenceLabels } from './licences'

describe('licenceLabels', () => {
  it.each([
    ['OH', { adultUse: 'Non-Med', medical: 'Med', lounge: 'LOUNGE' }],
    ['oh', { adultUse: 'Non-Med', medical: 'Med', lounge: 'LOUNGE' }],
    ['IL', { adultUse: 'ADULT USE', medical: 'MED', lounge: 'LOUNGE' }],
    ['MA', { adultUse: 'ADULT USE', medical: 'MED', lounge: 'LOUNGE' }],
  ])('%s', (code, expected) => {
    expect(licenceLabels(code)).toEqual(expected)
  })
})

describe('describeLicences', () => {
  it.each([
    [
      'IL',
      { adultUse: '284.000123-AUDO', medical: 'DISP-0042', lounge: null },
      [
        { label: 'ADULT USE', number: '284.000123-AUDO' },
        { label: 'MED', number: 'DISP-0042' },
      ],
    ],
    [
      'OH',
      { adultUse: 'DSP.0000812', medical: '  ', lounge: 'LNG-7' },
      [
        { label: 'Non-Med', number: 'DSP.0000812' },
        { label: 'LOUNGE', number: 'LNG-7' },
      ],
    ],
    ['NV', { adultUse: null, medical: null, lounge: null }, []],
  ])('%s %j', (code, numbers, expected) => {
    expect(describeLicences(code, numbers)).toEqual(expected)
  })
})

describe('amenityLabels', () => {
  it.each([
    [['lounge', 'coming-soon'], ['Consumption lounge']],
    [['delivery', 'medical', 'recreational'], ['Delivery']],
    [[], []],
  ])('%j → %j', (tags, expected) => {
    expect(amenityLabels(tags)).toEqual(expected)
  })
})
