import { describe, expect, it } from 'vitest'
import { parseClientFrame } from './frames'
import { acceptedAffirmations, cleanMessage, errorFrame, MAX_FRAME_BYTES } from './protocol'

const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'

describe('client frames', () => {
  it.each([
    [JSON.stringify({ type: 'start', storeId: 1001, affirmation: 'adult-21', body: 'hi' }), 'start'],
    [JSON.stringify({ type: 'resume', chatId: id, token: 't' }), 'resume'],
    [JSON.stringify({ type: 'message', chatId: id, body: 'hi' }), 'message'],
    [JSON.stringify({ type: 'end', chatId: id }), 'end'],
    [JSON.stringify({ type: 'presence', available: true }), 'presence'],
    [JSON.stringify({ type: 'accept', chatId: id }), 'accept'],
    [JSON.stringify({ type: 'open', chatId: id }), 'open'],
    ['', null],
    ['null', null],
    ['[]', null],
    ['{"type":"message","chatId":"42","body":"hi"}', null],
    ['{"type":"message","chatId":"' + id + '"}', null],
    ['{"type":"start","storeId":0,"affirmation":"adult-21","body":"hi"}', null],
    ['{"type":"start","storeId":1001,"affirmation":"adult-18","body":"hi"}', null],
    ['{"type":"presence","available":"yes"}', null],
    ['{"type":"resume","chatId":"' + id + '","token":""}', null],
    [JSON.stringify({ type: 'message', chatId: id, body: 'x'.repeat(MAX_FRAME_BYTES) }), null],
  ])('%s → %s', (text, type) => {
    expect(parseClientFrame(text)?.type ?? null).toBe(type)
  })
})

describe('message text', () => {
  it.each([
    ['  Hello  ', { ok: true, body: 'Hello' }],
    ['line one\r\nline two', { ok: true, body: 'line one\nline two' }],
    ['bell\u0007 and null\u0000', { ok: true, body: 'bell and null' }],
    ['<script>alert(1)</script>', { ok: true, body: '<script>alert(1)</script>' }],
    ['   ', { ok: false, code: 'empty' }],
    ['\u0007', { ok: false, code: 'empty' }],
    ['a'.repeat(2000), { ok: true, body: 'a'.repeat(2000) }],
    ['a'.repeat(2001), { ok: false, code: 'too-long' }],
    ['🌿'.repeat(2000), { ok: true, body: '🌿'.repeat(2000) }],
    ['🌿'.repeat(2001), { ok: false, code: 'too-long' }],
  ])('%#', (text, expected) => {
    expect(cleanMessage(text)).toEqual(expected)
  })
})

describe('affirmations and errors', () => {
  it.each([
    [false, ['adult-21']],
    [true, ['adult-21', 'medical-patient']],
  ] as const)('a dispensary that takes patients (%s) accepts %j', (kind, accepted) => {
    expect(acceptedAffirmations(kind)).toEqual(accepted)
  })
  it('says what went wrong, and when to try again', () => {
    expect(errorFrame('too-long')).toEqual({ type: 'error', code: 'too-long', message: 'Messages can be at most 2,000 characters.' })
    expect(errorFrame('rate-limited', 12)).toMatchObject({ code: 'rate-limited', retryAfterSeconds: 12 })
  })
})
