import { describe, expect, it } from 'vitest'
import { SIGNATURE_SIZE, signatureFileName, signatureSize, signatureValue, typedSignatureName } from './signature'

// A 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe('the signature value (002 §3)', () => {
  it('holds the bytes, the data URL, a PNG blob and the name {field}.png', async () => {
    const dataUrl = `data:image/png;base64,${PNG_BASE64}`
    const value = signatureValue('signatureVirginia', dataUrl)!
    expect(value.name).toBe('signatureVirginia.png')
    expect(value.type).toBe('image/png')
    expect(value.dataUrl).toBe(dataUrl)
    expect(Buffer.from(value.buffer)).toEqual(Buffer.from(PNG_BASE64, 'base64'))
    expect(value.blob.type).toBe('image/png')
    expect(Buffer.from(await value.blob.arrayBuffer())).toEqual(Buffer.from(PNG_BASE64, 'base64'))
  })

  it.each([
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['a PNG data URL whose bytes are not a PNG', `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`],
    ['not a data URL', 'https://example.com/sign.png'],
    ['an empty string', ''],
  ])('refuses %s', (_what, dataUrl) => {
    expect(signatureValue('PatientsSignature', dataUrl)).toBeNull()
  })

  it.each(['PatientsSignature', 'SignatureCodeOfConductAgreement', 'signatureOfTheIndividualGivingThisAuthorization'])('names %s', (field) => {
    expect(signatureFileName(field)).toBe(`${field}.png`)
  })
})

describe('the canvas size (002 §9: 430×176 on desktop, 350 wide on mobile)', () => {
  it.each<[number, { width: number; height: number }]>([
    [390, SIGNATURE_SIZE.mobile],
    [767, SIGNATURE_SIZE.mobile],
    [768, SIGNATURE_SIZE.desktop],
    [1440, SIGNATURE_SIZE.desktop],
  ])('at %i px wide: %j', (width, size) => {
    expect(signatureSize(width)).toEqual(size)
  })

  it('is 430×176 and 350 wide', () => {
    expect(SIGNATURE_SIZE.desktop).toEqual({ width: 430, height: 176 })
    expect(SIGNATURE_SIZE.mobile.width).toBe(350)
  })
})

describe('the typed signature (the keyboard alternative)', () => {
  it.each<[string, string | null]>([
    ['Dana Whitfield', 'Dana Whitfield'],
    ['  Dana   Whitfield ', 'Dana Whitfield'],
    ['José Álvarez', 'José Álvarez'],
    ['D', null],
    ['   ', null],
    ['12345', null],
    ['x'.repeat(61), null],
  ])('%j → %j', (typed, name) => {
    expect(typedSignatureName(typed)).toBe(name)
  })
})
