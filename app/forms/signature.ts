/**
 * The signature value (002 §3): the drawn image as a PNG, kept as its bytes (the file buffer), its
 * data URL, a Blob and a File-like name '{field}.png'. Pure: the pad makes the data URL, this turns it
 * into what the upload helper sends.
 */

/** 002 §9: the canvas is 430×176 on desktop and 350 wide on mobile. */
export const SIGNATURE_SIZE = { desktop: { width: 430, height: 176 }, mobile: { width: 350, height: 176 } } as const
/** Below this width the mobile canvas is used (the site's md breakpoint). */
export const SIGNATURE_DESKTOP_MIN_WIDTH = 768

export const SIGNATURE_TYPE = 'image/png'

export type SignatureValue = { buffer: Uint8Array; dataUrl: string; blob: Blob; type: typeof SIGNATURE_TYPE; name: string }

export function signatureSize(viewportWidth: number): { width: number; height: number } {
  return viewportWidth >= SIGNATURE_DESKTOP_MIN_WIDTH ? SIGNATURE_SIZE.desktop : SIGNATURE_SIZE.mobile
}

export function signatureFileName(field: string): string {
  return `${field}.png`
}

/** The value of a signature field from the pad's PNG data URL; null when it is not a PNG data URL. */
export function signatureValue(field: string, dataUrl: string): SignatureValue | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl)
  if (!match) return null
  const binary = atob(match[1] as string)
  const buffer = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  // A PNG starts with its 8-byte signature; anything else is not what the pad drew.
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (!PNG.every((byte, i) => buffer[i] === byte)) return null
  return { buffer, dataUrl, blob: new Blob([buffer], { type: SIGNATURE_TYPE }), type: SIGNATURE_TYPE, name: signatureFileName(field) }
}

/** The typed alternative: a name worth drawing (letters, at least two of them, at most 60 characters). */
export function typedSignatureName(value: string): string | null {
  const name = value.replace(/\s+/g, ' ').trim()
  return name.length <= 60 && (name.match(/\p{L}/gu) ?? []).length >= 2 ? name : null
}
