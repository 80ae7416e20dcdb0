/** Rules of the development mailbox (/dev/mailbox): its query string and what a message page lists. */

export const MAILBOX_PAGE_SIZE = 50

/** Mail holds links that verify addresses and reset passwords: never cached, never indexed. */
export const MAILBOX_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** Longest address a mailbox filter takes (RFC 5321's path limit). */
const MAX_ADDRESS = 254

export type MailboxQuery = { to: string | null; page: number }

/** ?to=<email>&page=<n>: the recipient filter (trimmed, case-insensitive) and a page from 1. */
export function parseMailboxQuery(params: URLSearchParams): MailboxQuery {
  const to = (params.get('to') ?? '').trim().toLowerCase()
  const rawPage = params.get('page') ?? ''
  const page = /^[1-9][0-9]{0,5}$/.test(rawPage) ? Number(rawPage) : 1
  return { to: to && to.length <= MAX_ADDRESS ? to : null, page }
}

/** The mailbox URL for a filter and page (page 1 and no filter leave the query string out). */
export function mailboxHref({ to, page }: MailboxQuery): string {
  const params = new URLSearchParams()
  if (to) params.set('to', to)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/dev/mailbox?${query}` : '/dev/mailbox'
}

export function pageCount(total: number, pageSize = MAILBOX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Outbox ids are bigserial; anything but a positive integer is not a message. */
export function parseMessageId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,14}$/.test(param)) return null
  return Number(param)
}

export type MailLink = { label: string; href: string }

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
}

/**
 * The http(s) links of a mail's HTML part, in order and without repeats, with their visible text, so
 * the mailbox can offer them as plain anchors outside the sandboxed preview.
 */
export function extractLinks(html: string): MailLink[] {
  const links: MailLink[] = []
  const seen = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi)) {
    const href = decodeEntities((match[1] ?? match[2] ?? '').trim())
    if (!/^https?:\/\//i.test(href) || seen.has(href)) continue
    seen.add(href)
    const label = decodeEntities(match[3]!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    links.push({ label: label || href, href })
  }
  return links
}

/** A timestamp as people read it in a log: '2025-03-04 17:05:09 UTC' (the same on server and client). */
export function formatMailTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}
