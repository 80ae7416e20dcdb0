import { describe, expect, it } from 'vitest'
import {
  afterFailure,
  errorSummary,
  isPermanentFailure,
  MAX_RETRY_DELAY_SECONDS,
  redactSmtpUrl,
  retryDelaySeconds,
  smtpSecrets,
} from './delivery-rules'

describe('retry schedule', () => {
  it.each([
    [1, 30],
    [2, 120],
    [3, 600],
    [4, 1800],
    [5, 3600],
    [6, 3600],
    [500, 3600],
  ])('after %i failed attempts the next waits %i s', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds)
  })

  it('never waits more than an hour, and never gives up on a transient failure', () => {
    for (let attempts = 1; attempts <= 1000; attempts++) {
      expect(retryDelaySeconds(attempts)).toBeLessThanOrEqual(MAX_RETRY_DELAY_SECONDS)
      expect(afterFailure(new Error('connect ECONNREFUSED 127.0.0.1:25'), attempts)).toEqual({ status: 'queued', retryInSeconds: retryDelaySeconds(attempts) })
    }
  })
})

/** An error as nodemailer throws it: its code and, when the server replied, the reply code. */
const smtpError = (message: string, code?: string, responseCode?: number) => Object.assign(new Error(message), { code, responseCode })

describe('transient or permanent', () => {
  it.each<[string, unknown, boolean]>([
    ['a refused connection', smtpError('connect ECONNREFUSED 127.0.0.1:587', 'ESOCKET'), false],
    ['a timeout', smtpError('Connection timeout', 'ETIMEDOUT'), false],
    ['a DNS failure', smtpError('getaddrinfo ENOTFOUND mail.example.com', 'EDNS'), false],
    ['a closed connection', smtpError('Connection closed unexpectedly', 'ECONNECTION'), false],
    ['421 service not available', smtpError('Greeting never received', 'EPROTOCOL', 421), false],
    ['450 mailbox busy (greylisting)', smtpError('Recipient command failed: 450 4.2.0 Greylisted', 'EENVELOPE', 450), false],
    ['452 insufficient storage', smtpError('Message failed: 452 4.3.1', 'EMESSAGE', 452), false],
    ['503 bad sequence of commands', smtpError('Data command failed: 503 5.5.1', 'EENVELOPE', 503), false],
    ['535 refused login (our account, not the message)', smtpError('Invalid login: 535 5.7.8', 'EAUTH', 535), false],
    ['554 refused greeting (the server, not the message)', smtpError('554 No SMTP service here', 'EPROTOCOL', 554), false],
    ['550 no such recipient', smtpError('Recipient command failed: 550 5.1.1 No such user', 'EENVELOPE', 550), true],
    ['553 sender not allowed', smtpError('Mail command failed: 553 5.7.1', 'EENVELOPE', 553), true],
    ['552 message too big', smtpError('Message failed: 552 5.3.4 Message too big', 'EMESSAGE', 552), true],
    ['a 5xx reply from a transport without codes', Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }), true],
    ['"550" only in the text', new Error('550 5.1.1 Mailbox unavailable'), false],
    ['a thrown string', 'boom', false],
  ])('%s → permanent: %s', (_, error, permanent) => {
    expect(isPermanentFailure(error)).toBe(permanent)
    expect(afterFailure(error, 7)).toEqual(permanent ? { status: 'failed' } : { status: 'queued', retryInSeconds: 3600 })
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
