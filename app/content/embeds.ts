/**
 * Third-party pages the site may show in a frame: video players in rich text (000 §5) and the
 * scheduling pop-up of a link card (000 §2, §3 'Link card'). A frame from anywhere else is dropped.
 * Every one of them sets its own cookies, so a frame shows only with the visitor's consent to
 * targeting cookies (C0004; decision 0007) — until then a placeholder says why and offers the
 * preferences. The Content-Security-Policy's frame-src is built from this same list
 * (server/security-headers.ts), so a provider added here is allowed there and nowhere else.
 */
export type EmbedKind = 'video' | 'scheduling'

export const EMBED_PROVIDERS: Readonly<Record<string, { name: string; kind: EmbedKind }>> = {
  'www.youtube-nocookie.com': { name: 'YouTube', kind: 'video' },
  'www.youtube.com': { name: 'YouTube', kind: 'video' },
  'player.vimeo.com': { name: 'Vimeo', kind: 'video' },
  'calendly.com': { name: 'Calendly', kind: 'scheduling' },
}

/** The consent category a third-party frame needs (targeting: its provider's cookies and identifiers). */
export const EMBED_CONSENT = 'C0004' as const

/** The provider's name when `src` is an https address of a known provider of that kind; otherwise null. */
export function embedProvider(src: string | undefined, kind: EmbedKind = 'video'): string | null {
  if (!src) return null
  try {
    const url = new URL(src)
    const provider = url.protocol === 'https:' && !url.username && !url.password ? EMBED_PROVIDERS[url.hostname] : undefined
    return provider && provider.kind === kind ? provider.name : null
  } catch {
    return null
  }
}

/** The origins frame-src allows: exactly the providers above. */
export const EMBED_FRAME_ORIGINS: readonly string[] = Object.keys(EMBED_PROVIDERS).map((host) => `https://${host}`)
