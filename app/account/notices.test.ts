import { describe, expect, it } from 'vitest'
import { clearedNoticeCookie, noticeCookie, noticeFor, readNotice } from './notices'

describe('account notice cookie', () => {
  it('round-trips', () => {
    const cookie = noticeCookie('email-verified', { secure: false })
    expect(cookie).toBe('nm_account_notice=email-verified; Max-Age=60; Path=/account; HttpOnly; SameSite=Lax')
    expect(readNotice(`a=1; ${cookie.split(';')[0]}; b=2`)).toBe('email-verified')
    expect(clearedNoticeCookie({ secure: true })).toBe('nm_account_notice=; Max-Age=0; Path=/account; HttpOnly; SameSite=Lax; Secure')
  })

  it.each([null, '', 'nm_account_notice=', 'nm_account_notice=<script>', 'other=link-sent'])('reads nothing from %j', (header) => {
    expect(readNotice(header)).toBeNull()
  })
})

describe('noticeFor', () => {
  it.each([
    ['email-verified', true, 'email-verified'],
    ['email-verified', false, null],
    ['verification-expired', false, 'verification-expired'],
    ['verification-expired', true, null],
    ['link-sent', false, 'link-sent'],
    ['link-sent', true, null],
    [null, false, null],
  ] as const)('%s for verified=%s → %s', (notice, verified, expected) => {
    expect(noticeFor(notice, verified)).toBe(expected)
  })
})
