import type { Licence } from '~/dispensaries/types'
import type { FooterLink } from '~/content/shell-schema'
import { isComplianceWarningPage, pageCategory } from '~/site/page-category'
import type { Region } from '~/site/host-mode'

/** The dispensary the footer speaks for: its licences (labelled for its state) and whether it offers chat. */
export type FooterDispensary = {
  name: string
  stateSlug: string
  slug: string
  path: string
  showChatBox: boolean
  /**
   * Issue 18: the support chat's store when the dispensary offers chat (showChatBox and a menu): its
   * default menu's store id, and whether a registered patient may affirm instead of being 21 (it has
   * a medical menu). Null otherwise.
   */
  chat: { storeId: number; takesPatients: boolean } | null
  licences: Licence[]
}

/** 001 §2.7: the compliance warning shows on the home and dispensary-home pages only. */
export function showsComplianceWarning(pathname: string): boolean {
  return isComplianceWarningPage(pageCategory(pathname))
}

/** The footer links a host lists: the Ohio host leaves out links marked hideInOhio (the cannabis-insider link). */
export function visibleFooterLinks<T extends Pick<FooterLink, 'hideInOhio'>>(links: readonly T[], region: Region): T[] {
  return region === 'ohio' ? links.filter((link) => !link.hideInOhio) : [...links]
}

/** The copyright line with the current year in place of '{year}'. */
export function copyrightLine(template: string, year: number): string {
  return template.replaceAll('{year}', String(year))
}
