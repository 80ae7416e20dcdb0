import { describe, expect, it } from 'vitest'
import { extractLinks, formatMailTime, mailboxHref, pageCount, parseMailboxQuery, parseMessageId } from './mailbox-rules'

describe('parseMailboxQuery', () => {
  it.each([
    ['', { to: null, page: 1 }],
    ['to=Dana%40Example.com', { to: 'dana@example.com', page: 1 }],
    ['to=%20%20', { to: null, page: 1 }],
    [`to=${'a'.repeat(255)}`, { to: null, page: 1 }],
    ['page=3', { to: null, page: 3 }],
    ['page=0', { to: null, page: 1 }],
    ['page=-2', { to: null, page: 1 }],
    ['page=2.5', { to: null, page: 1 }],
    ['page=abc', { to: null, page: 1 }],
    ['page=9999999', { to: null, page: 1 }],
    ['to=a%40b.test&page=2', { to: 'a@b.test', page: 2 }],
  ])('?%s → %j', (query, expected) => {
    expect(parseMailboxQuery(new URLSearchParams(query))).toEqual(expected)
  })
})

describe('mailboxHref', () => {
  it.each([
    [{ to: null, page: 1 }, '/dev/mailbox'],
    [{ to: null, page: 2 }, '/dev/mailbox?page=2'],
    [{ to: 'a+b@example.com', page: 1 }, '/dev/mailbox?to=a%2Bb%40example.com'],
    [{ to: 'a@example.com', page: 3 }, '/dev/mailbox?to=a%40example.com&page=3'],
  ])('%j → %s', (query, expected) => {
    expect(mailboxHref(query)).toBe(expected)
  })
})

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [150, 3],
  ])('%i messages make %i pages of 50', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })
})

describe('parseMessageId', () => {
  it.each([
    ['1', 1],
    ['12345', 12345],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['1234567890123456', null],
    [undefined, null],
  ])('%s → %s', (param, expected) => {
    expect(parseMessageId(param)).toBe(expected)
  })
})

describe('extractLinks', () => {
  it.each([
    ['a plain link', '<a href="https://x.test/a">Go</a>', [{ label: 'Go', href: 'https://x.test/a' }]],
    [
      'entities in href and text',
      '<a href="https://x.test/?a=1&amp;b=2">Tom &amp; Jerry</a>',
      [{ label: 'Tom & Jerry', href: 'https://x.test/?a=1&b=2' }],
    ],
    [
      'nested markup and attributes',
      `<a style="x" href='http://x.test/b' target="_blank"><b>Verify</b>\n my email</a>`,
      [{ label: 'Verify my email', href: 'http://x.test/b' }],
    ],
    [
      'repeats once',
      '<a href="https://x.test/">One</a><a href="https://x.test/">Two</a>',
      [{ label: 'One', href: 'https://x.test/' }],
    ],
    ['no text: the address', '<a href="https://x.test/c"></a>', [{ label: 'https://x.test/c', href: 'https://x.test/c' }]],
    ['not http(s)', '<a href="javascript:alert(1)">x</a><a href="mailto:a@b.test">m</a><a href="/relative">r</a>', []],
    ['no anchors', '<p>https://x.test/ in text</p>', []],
  ])('%s', (_, html, expected) => {
    expect(extractLinks(html)).toEqual(expected)
  })
})

describe('formatMailTime', () => {
  it('reads the same on server and client (UTC, to the second)', () => {
    expect(formatMailTime(new Date('2025-03-04T17:05:09.123Z'))).toBe('2025-03-04 17:05:09 UTC')
  })
})
