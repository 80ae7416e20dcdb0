import { describe, expect, it } from 'vitest'
import {
  errorSummary,
  MAX_ATTEMPTS,
  nextAttemptAfterSeconds,
  redactSmtpUrl,
  smtpSecrets,
  statusAfterFailure,
} from './delivery-rules'

describe('retry schedule', () => {
  it.each([
    [0, 0],
    [1, 30],
    [2, 120],
    [3, 600],
    [4, 1800],
    [5, null],
    [9, null],
  ])('after %i attempts the next is due %s s after queueing', (attempts, seconds) => {
    expect(nextAttemptAfterSeconds(attempts)).toBe(seconds)
  })

  it.each([
    [1, 'queued'],
    [4, 'queued'],
    [MAX_ATTEMPTS, 'failed'],
  ])('a failure that makes %i attempts leaves the message %s', (attempts, status) => {
    expect(statusAfterFailure(attempts)).toBe(status)
  })
})

describe('errorSummary', () => {
  const long = 'x'.repeat(600)
  it.each([
    ['an Error', new Error('Connection timeout'), [], 'Connection timeout'],
    [
      'a reply code not in the message',
      Object.assign(new Error('Greeting never received'), { responseCode: 421 }),
      [],
      '421 Greeting never received',
    ],
    [
      'a reply code already in it',
      Object.assign(new Error('Invalid login: 535 denied'), { responseCode: 535 }),
      [],
      'Invalid login: 535 denied',
    ],
    ['several lines', new Error('line one\r\n  line two'), [], 'line one line two'],
    ['a thrown string', 'boom', [], 'boom'],
    ['an empty message', new Error(''), [], 'Unknown error'],
    ['a secret', new Error('auth as mailer:hunter22 refused'), ['hunter22'], 'auth as mailer:[redacted] refused'],
    ['too short a secret to blank', new Error('ab cd'), ['ab'], 'ab cd'],
    ['a long message', new Error(long), [], `${'x'.repeat(499)}…`],
  ])('keeps %s readable and safe', (_, error, secrets, expected) => {
    expect(errorSummary(error, secrets)).toBe(expected)
  })
})

describe('SMTP URL credentials', () => {
  it('lists the password as written, decoded, and in base64 (alone and as AUTH PLAIN)', () => {
    const url = 'smtp://mailer:p%40ss-word@mail.example.com:587'
    expect(smtpSecrets(url)).toEqual([
      url,
      'p%40ss-word',
      'p@ss-word',
      Buffer.from('p@ss-word').toString('base64'),
      Buffer.from('\u0000mailer\u0000p@ss-word').toString('base64'),
    ])
  })

  it.each([
    ['smtp://mail.example.com:25', []],
    ['not a url', []],
  ])('has nothing to hide in %s', (url, expected) => {
    expect(smtpSecrets(url)).toEqual(expected)
  })

  it.each([
    ['smtp://mailer:secret@mail.example.com:587', 'smtp://mailer:redacted@mail.example.com:587'],
    ['smtps://mail.example.com', 'smtps://mail.example.com'],
    ['::', 'an invalid SMTP_URL'],
  ])('logs %s as %s', (url, expected) => {
    expect(redactSmtpUrl(url)).toBe(expected)
  })
})
