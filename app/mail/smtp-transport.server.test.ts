import { once } from 'node:events'
import net from 'node:net'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { mailOutbox } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { deliverDueMail } from './delivery.server'
import { isPermanentFailure } from './delivery-rules'
import { enqueueMail } from './outbox.server'
import { createSmtpTransport, MailDeliveryError } from './smtp-transport.server'
import { verifyEmailMail } from './templates'

/** What the fake server saw of one SMTP conversation. */
type Conversation = { commands: string[]; mailFrom?: string; rcptTo: string[]; data?: string }

/**
 * Just enough of an SMTP server (RFC 5321) on 127.0.0.1 to accept a message: greeting, EHLO (with
 * AUTH PLAIN, no STARTTLS), AUTH, MAIL, RCPT, DATA with dot-unstuffing, RSET, NOOP, QUIT.
 */
async function startSmtpServer({ acceptAuth = true, rcptReply = '250 2.1.5 Ok' }: { acceptAuth?: boolean; rcptReply?: string } = {}) {
  const conversations: Conversation[] = []
  const server = net.createServer((socket) => {
    const conversation: Conversation = { commands: [], rcptTo: [] }
    conversations.push(conversation)
    let buffer = ''
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test.local ESMTP ready')
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          conversation.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          reply('250 2.0.0 Ok: queued as TEST1')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        conversation.commands.push(line)
        const verb = line.split(' ')[0]!.toUpperCase()
        if (verb === 'EHLO') {
          reply('250-test.local')
          reply('250-AUTH PLAIN')
          reply('250 8BITMIME')
        } else if (verb === 'AUTH')
          reply(acceptAuth ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid')
        else if (verb === 'MAIL') {
          conversation.mailFrom = line
          reply('250 2.1.0 Ok')
        } else if (verb === 'RCPT') {
          conversation.rcptTo.push(line)
          reply(rcptReply)
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 Ok')
        else reply('502 5.5.2 Command not recognized')
      }
    })
    socket.on('error', () => {})
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  return { port, conversations, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** The headers of a MIME message (unfolded) and its body. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n')
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(split + 4) }
}

/** The parts of a multipart body, each decoded from quoted-printable or base64. */
function parts(message: ReturnType<typeof parseMessage>) {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1]
  if (!boundary) throw new Error('not multipart')
  return message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const part = parseMessage(chunk.replace(/^\r\n/, ''))
      const encoding = part.headers.get('content-transfer-encoding') ?? '7bit'
      let body = part.body.replace(/\r\n$/, '')
      if (encoding === 'quoted-printable') {
        const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
        body = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))
      } else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8')
      return { type: part.headers.get('content-type') ?? '', body: body.replace(/\r\n/g, '\n') }
    })
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeEach(async () => {
  await resetDatabase()
})

afterEach(async () => {
  await smtp?.close()
})

describe('createSmtpTransport (nodemailer) against a real SMTP conversation', () => {
  it('sends From, To, Subject and both the text and the HTML part', async () => {
    smtp = await startSmtpServer()
    const transport = createSmtpTransport(`smtp://mailer:pa55word@127.0.0.1:${smtp.port}`)
    const message = verifyEmailMail(
      { email: 'dana@example.com', firstName: 'Dana' },
      'http://localhost:3000/account/verification-link?code=abc123',
    )

    await transport.send({ ...message, from: 'Northmeadow Cannabis Co. <no-reply@northmeadow.example>' })
    transport.close?.()

    expect(smtp.conversations).toHaveLength(1)
    const conversation = smtp.conversations[0]!
    expect(conversation.commands[0]).toMatch(/^EHLO /)
    expect(conversation.commands).toContain(`AUTH PLAIN ${Buffer.from('\u0000mailer\u0000pa55word').toString('base64')}`)
    expect(conversation.mailFrom).toBe('MAIL FROM:<no-reply@northmeadow.example>')
    expect(conversation.rcptTo).toEqual(['RCPT TO:<dana@example.com>'])

    const sent = parseMessage(conversation.data!)
    expect(sent.headers.get('from')).toBe('"Northmeadow Cannabis Co." <no-reply@northmeadow.example>')
    expect(sent.headers.get('to')).toBe('dana@example.com')
    expect(sent.headers.get('subject')).toBe('Verify your email for Northmeadow Cannabis Co.')
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/)
    const [text, html] = parts(sent)
    expect(text?.type).toMatch(/^text\/plain; charset=utf-8/)
    expect(text?.body).toBe(message.text)
    expect(html?.type).toMatch(/^text\/html; charset=utf-8/)
    expect(html?.body).toBe(message.html)
    expect(html?.body).toContain('href="http://localhost:3000/account/verification-link?code=abc123"')
  })

  it('fails with the server’s reply and never the password, which delivery stores as last_error', async () => {
    smtp = await startSmtpServer({ acceptAuth: false })
    const url = `smtp://mailer:Sup3r-Secret-Pa55@127.0.0.1:${smtp.port}`
    const transport = createSmtpTransport(url)
    const message = verifyEmailMail({ email: 'dana@example.com', firstName: 'Dana' }, 'http://localhost:3000/x')

    const error = await transport.send({ ...message, from: 'no-reply@northmeadow.example' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect((error as Error).message).toMatch(/535/)

    const id = await enqueueMail(message)
    // A refused login is the account's problem, not the message's: the mail waits for it to be fixed.
    expect(await deliverDueMail({ transport, from: 'no-reply@northmeadow.example' })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    transport.close?.()
    const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id))
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row?.lastError).toMatch(/535 5\.7\.8 Authentication credentials invalid/)
    for (const secret of ['Sup3r-Secret-Pa55', Buffer.from('\u0000mailer\u0000Sup3r-Secret-Pa55').toString('base64'), url]) {
      expect(row?.lastError).not.toContain(secret)
    }
  })

  it.each([
    ['550 5.1.1 No such user here', 'failed'],
    ['450 4.2.0 Greylisted, try again later', 'queued'],
  ] as const)('a recipient refused with “%s” leaves the mail %s', async (rcptReply, status) => {
    smtp = await startSmtpServer({ rcptReply })
    const transport = createSmtpTransport(`smtp://mailer:pa55word@127.0.0.1:${smtp.port}`)
    const id = await enqueueMail(verifyEmailMail({ email: 'nobody@example.com', firstName: 'No' }, 'http://localhost:3000/x'))
    const outcome = await deliverDueMail({ transport, from: 'no-reply@northmeadow.example' })
    transport.close?.()
    expect(outcome).toEqual(status === 'failed' ? { sent: 0, retrying: 0, failed: 1 } : { sent: 0, retrying: 1, failed: 0 })
    const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id))
    expect(row).toMatchObject({ status, attempts: 1 })
    expect(row?.lastError).toContain(rcptReply)
  })

  it('reports an unreachable server as a failed attempt', async () => {
    smtp = await startSmtpServer()
    await smtp.close()
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { connectionTimeoutMs: 2000 })
    const error = await transport
      .send({ ...verifyEmailMail({ email: 'a@example.com', firstName: 'A' }, 'http://x.test/'), from: 'a@b.test' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect((error as Error).message).toMatch(/ECONNREFUSED/)
    expect(isPermanentFailure(error)).toBe(false)
  })
})
