import type { MailMessage } from './types'

const CHAIN = 'Northmeadow Cannabis Co.'

/** Only the HTML part has a button; its plain-text twin already shows the address on its own line. */
const PASTE_HINT = "If the button doesn't work, paste this address into your browser:"

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

type Layout = {
  heading: string
  paragraphs: string[]
  action: { label: string; url: string }
  /** Small print under the button (the HTML part adds how to use the address if the button fails). */
  footnote: string
}

/** One layout for every mail: plain text that reads well alone, and simple table-free HTML. */
export function renderMail({ heading, paragraphs, action, footnote }: Layout): { text: string; html: string } {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    footnote,
    '',
    `— ${CHAIN}`,
  ].join('\n')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#faf7f0;font-family:Inter,Arial,sans-serif;color:#1c1c1a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-family:Georgia,serif;font-size:20px;color:#1f5d3a;margin:0 0 24px">${escapeHtml(CHAIN)}</p>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f5d3a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#55554f;margin:0 0 8px">${escapeHtml(footnote)} ${escapeHtml(PASTE_HINT)}</p>
<p style="font-size:13px;line-height:1.5;color:#55554f;word-break:break-all;margin:0">${escapeHtml(action.url)}</p>
</div></body></html>`
  return { text, html }
}

export function verifyEmailMail(to: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: to.email,
    kind: 'verify-email',
    subject: `Verify your email for ${CHAIN}`,
    ...renderMail({
      heading: `Hi ${to.firstName}, please verify your email`,
      paragraphs: [
        'Verify your email address to see your orders and reservation history in your account.',
        'The link works once and expires in 24 hours.',
      ],
      action: { label: 'Verify my email', url: link },
      footnote: "If you didn't create an account, you can ignore this email.",
    }),
  }
}

export function resetPasswordMail(to: { email: string; name: string }, link: string): MailMessage {
  return {
    to: to.email,
    kind: 'reset-password',
    subject: `Reset your ${CHAIN} password`,
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Hi ${to.name}, we received a request to reset the password of your account.`,
        'The link works once and expires in 1 hour. Resetting signs you out on every device.',
      ],
      action: { label: 'Choose a new password', url: link },
      footnote: "If you didn't ask to reset your password, ignore this email; your password stays the same.",
    }),
  }
}

export type AbandonedCartLine = { name: string; weightLabel: string; quantity: number }

/** Issue 6: the one reminder for a cart a signed-in shopper left with items; the link restores it. */
export function abandonedCartMail(
  to: { email: string; firstName: string },
  cart: { storeName: string; items: readonly AbandonedCartLine[] },
  link: string,
): MailMessage {
  const shown = cart.items.slice(0, 10)
  const more = cart.items.length - shown.length
  return {
    to: to.email,
    kind: 'abandoned-cart',
    subject: `Your cart at ${cart.storeName} is waiting`,
    ...renderMail({
      heading: `Hi ${to.firstName}, you left something in your cart`,
      paragraphs: [
        `Your cart at ${cart.storeName} still holds:`,
        ...shown.map((item) => `${item.quantity} × ${item.name} (${item.weightLabel})`),
        ...(more > 0 ? [`and ${more} more ${more === 1 ? 'item' : 'items'}.`] : []),
        'Sign in and we will put the items that are still in stock back in your cart. Prices and stock are checked again when you return.',
      ],
      action: { label: 'Return to my cart', url: link },
      footnote: 'We send one reminder for each cart you leave; changing the cart again counts as a new visit.',
    }),
  }
}
