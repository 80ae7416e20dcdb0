import { ClipboardList, LayoutDashboard, Menu, MessageCircle, X } from '~/ui/icons'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { cx } from '~/ui/cx'
import { ACCOUNT_NAV, MOBILE_MENU_CLOSE_MS } from '../account-nav'
import { LogoutButton, NAV_ICONS } from './nav-parts'

type Phase = 'closed' | 'open' | 'closing'

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Phones (001 §2.3, §4.4): Overview, My Profile and My Orders as a tab bar, and a toggle opening the
 * full menu (all five links, Chat, Log out). Escape, a click outside or a chosen item closes it; the
 * close animation takes 500 ms (none with reduced motion). Focus goes into the menu when it opens
 * and back to the toggle when Escape closes it.
 */
export function AccountMobileNav({ onChat, onLogout, staff = false }: { onChat: () => void; onLogout: () => void; staff?: boolean }) {
  const [phase, setPhase] = useState<Phase>('closed')
  const barRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const timer = useRef<number | undefined>(undefined)
  const panelId = useId()
  const { pathname } = useLocation()
  const isOpen = phase === 'open'

  const close = useCallback(({ instant = false, returnFocus = false } = {}) => {
    window.clearTimeout(timer.current)
    if (returnFocus) toggleRef.current?.focus()
    if (instant || prefersReducedMotion()) {
      setPhase('closed')
      return
    }
    setPhase((current) => (current === 'closed' ? current : 'closing'))
    timer.current = window.setTimeout(() => setPhase('closed'), MOBILE_MENU_CLOSE_MS)
  }, [])

  const open = () => {
    window.clearTimeout(timer.current)
    setPhase('open')
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  // A chosen link navigates: the menu is gone at once on the new page.
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setPhase('closed')
  }

  useEffect(() => {
    if (!isOpen) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close({ returnFocus: true })
      }
    }
    const onPointer = (event: PointerEvent) => {
      // The dimmed page under the menu counts as outside.
      const target = event.target as Node
      if (!barRef.current?.contains(target) && !panelRef.current?.contains(target)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [isOpen, close])

  const choose = (action: () => void) => () => {
    close({ instant: true })
    action()
  }

  return (
    <div className="sticky top-0 z-30 md:hidden">
      <div ref={barRef} className="border-b border-line bg-surface">
        <div className="flex items-stretch px-2">
          <nav aria-label="Account" className="min-w-0 flex-1">
            <ul className="flex">
              {ACCOUNT_NAV.filter((item) => item.tab).map((item) => (
                <li key={item.to} className="flex-1">
                  <NavLink
                    to={item.to}
                    end={item.to === '/account'}
                    className={({ isActive }) =>
                      cx(
                        'flex min-h-12 items-center justify-center border-b-2 px-1 text-center text-sm font-semibold whitespace-nowrap transition-colors',
                        isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => (isOpen ? close() : open())}
            className="my-0.5 ml-1 grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-sunken"
          >
            {isOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">Account menu</span>
          </button>
        </div>
      </div>
      {phase === 'closed' ? null : (
        <>
          <div
            aria-hidden="true"
            className={cx(
              'fixed inset-0 -z-10 bg-brand-950/30 transition-opacity duration-500',
              phase === 'open' ? 'animate-[fade-in_200ms_var(--ease-calm)] opacity-100' : 'opacity-0',
            )}
          />
          <div
            ref={panelRef}
            id={panelId}
            data-state={phase}
            inert={phase === 'closing' ? true : undefined}
            className={cx(
              'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-4 shadow-raised',
              'transition-[opacity,translate] duration-500 ease-(--ease-calm)',
              phase === 'open' ? 'animate-[sheet-up_220ms_var(--ease-calm)] opacity-100' : '-translate-y-3 opacity-0',
            )}
          >
            <nav aria-label="Account menu">
              <ul className="flex flex-col">
                {ACCOUNT_NAV.map((item) => {
                  const Icon = NAV_ICONS[item.to] ?? LayoutDashboard
                  return (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.to === '/account'} className={menuLinkClasses}>
                        <Icon aria-hidden="true" className="size-5 shrink-0" />
                        {item.label}
                      </NavLink>
                    </li>
                  )
                })}
              </ul>
            </nav>
            <div className="mt-2 flex flex-col border-t border-line pt-2">
              {staff ? (
                <NavLink to="/staff/orders" className={menuActionClasses}>
                  <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
                  Staff order board
                </NavLink>
              ) : null}
              <button type="button" onClick={choose(onChat)} className={menuActionClasses}>
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                Chat
              </button>
              <LogoutButton onConfirm={choose(onLogout)} className={menuActionClasses} />
            </div>
          </div>
        </>
      )}
    </div>
  )
}

function menuLinkClasses({ isActive }: { isActive: boolean }) {
  return cx(
    'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors',
    isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-sunken',
  )
}

const menuActionClasses =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-ink-muted transition-colors hover:bg-sunken hover:text-ink'
