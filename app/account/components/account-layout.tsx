import { chatTriggerProps, openChat as openSupportChat } from '~/chat/open-chat'
import { ClipboardList, LayoutDashboard, MessageCircle } from '~/ui/icons'
import { type ReactNode, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { useShell } from '~/ui/shell'
import { ACCOUNT_NAV } from '../account-nav'
import { AccountMobileNav } from './account-mobile-nav'
import { ChatDialog } from './chat-dialog'
import { LogoutDialog } from './logout-dialog'
import { LogoutButton, NAV_ICONS } from './nav-parts'

/**
 * The account area's frame (001 §2.3): a sidebar from tablet up; on phones a tab bar of the first
 * three links with a toggle for the full menu. Both hold Chat and Log out, which open dialogs.
 */
export function AccountLayout({
  firstName,
  chatDescription,
  staff = false,
  children,
}: {
  firstName: string
  chatDescription: string
  /** Store staff also get a link to their store's order board. */
  staff?: boolean
  children: ReactNode
}) {
  const shell = useShell()
  const [dialog, setDialog] = useState<'chat' | 'logout' | null>(null)
  const close = () => setDialog(null)
  // Issue 18: the support chat with the home dispensary when it offers chat; else the contact details.
  const openChat = () => (shell?.footerDispensary?.chat ? openSupportChat() : setDialog('chat'))
  const openLogout = () => setDialog('logout')

  return (
    <>
      <AccountMobileNav onChat={openChat} onLogout={openLogout} staff={staff} />
      <Container className="flex flex-1 gap-10 pt-6 pb-14 md:pt-10 md:pb-20 lg:gap-14">
        <aside className="hidden w-60 shrink-0 md:block">
          <div className="sticky top-28 flex flex-col gap-4">
            <p className="px-3 text-sm text-ink-muted">
              Signed in as <span className="font-semibold text-ink">{firstName}</span>
            </p>
            <nav aria-label="Account">
              <ul className="flex flex-col gap-1">
                {ACCOUNT_NAV.map((item) => {
                  const Icon = NAV_ICONS[item.to] ?? LayoutDashboard
                  return (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.to === '/account'} className={sideLinkClasses}>
                        <Icon aria-hidden="true" className="size-5 shrink-0" />
                        {item.label}
                      </NavLink>
                    </li>
                  )
                })}
              </ul>
            </nav>
            <div className="flex flex-col gap-1 border-t border-line pt-4">
              {staff ? (
                <Link to="/staff/orders" className={sideActionClasses}>
                  <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
                  Staff order board
                </Link>
              ) : null}
              <button type="button" onClick={openChat} className={sideActionClasses} {...chatTriggerProps}>
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                Chat
              </button>
              <LogoutButton onConfirm={openLogout} className={sideActionClasses} />
            </div>
          </div>
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </Container>
      <ChatDialog open={dialog === 'chat'} onClose={close} contact={shell?.site.contact} description={chatDescription} />
      <LogoutDialog open={dialog === 'logout'} onClose={close} />
    </>
  )
}

function sideLinkClasses({ isActive }: { isActive: boolean }) {
  return cx(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors',
    isActive ? 'bg-brand-700 text-white shadow-card' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
  )
}

const sideActionClasses =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800'
