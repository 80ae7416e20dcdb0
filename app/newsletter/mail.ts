import { renderMail } from '~/mail/templates'
import type { MailMessage } from '~/mail/types'

/** The Cannabis Insider mails (issue 16): the double opt-in link, then a welcome; both end with the way out. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** The shared layout (app/mail/templates.ts) with an unsubscribe line under it, in both parts. */
function withUnsubscribe(mail: { text: string; html: string }, unsubscribeUrl: string): { text: string; html: string } {
  const line = `<p style="font-size:13px;line-height:1.5;color:#55554f;margin:24px 0 0">Don't want Cannabis Insider? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#1f5d3a">Unsubscribe</a>.</p>`
  return {
    text: `${mail.text}\nUnsubscribe: ${unsubscribeUrl}\n`,
    html: mail.html.replace('</div></body></html>', `${line}\n</div></body></html>`),
  }
}

export function newsletterConfirmMail(to: string, links: { confirm: string; unsubscribe: string }): MailMessage {
  return {
    to,
    kind: 'newsletter-confirm',
    subject: 'Confirm your Cannabis Insider subscription',
    ...withUnsubscribe(
      renderMail({
        heading: 'One click to confirm',
        paragraphs: [
          'Someone, hopefully you, asked to receive Cannabis Insider, the Northmeadow newsletter: new strains and brands on our shelves, store events, and plain-spoken guides to cannabis laws and products.',
          'Confirm within 48 hours and the next issue lands in your inbox on the first Thursday of the month.',
        ],
        action: { label: 'Confirm my subscription', url: links.confirm },
        footnote: "Didn't ask for this? Ignore this email and you won't hear from us.",
      }),
      links.unsubscribe,
    ),
  }
}

export function newsletterWelcomeMail(to: string, links: { blog: string; unsubscribe: string }): MailMessage {
  return {
    to,
    kind: 'newsletter-welcome',
    subject: 'Welcome to Cannabis Insider',
    ...withUnsubscribe(
      renderMail({
        heading: 'You are on the list',
        paragraphs: [
          'Thanks for confirming. Cannabis Insider arrives on the first Thursday of each month, and only then.',
          'Until the first issue arrives, our blog has guides for first visits, dosing and reading a label.',
        ],
        action: { label: 'Read the blog', url: links.blog },
        footnote: 'You are receiving this because you confirmed a Cannabis Insider subscription.',
      }),
      links.unsubscribe,
    ),
  }
}
