import { issueChallenge } from '~/captcha/challenge.server'

/**
 * GET /api/captcha — a proof-of-work challenge for a form's browser check (the reCAPTCHA field,
 * 002 §5): solved in the browser, its solution goes in the form's reCaptchaToken and is accepted
 * once, before it expires (app/captcha).
 */
export async function loader() {
  const challenge = await issueChallenge({ purpose: 'form', level: 1 })
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
