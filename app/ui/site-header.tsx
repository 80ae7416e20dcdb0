import { Menu, X } from '~/ui/icons'
import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { track } from '~/analytics/track'
import { AccountLink } from '~/auth/components/account-link'
import { CartButton } from '~/cart/components/cart-button'
import type { PickerDispensary } from '~/dispensaries/types'
import { hrefForRegion, isAbsoluteHref } from '~/site/links'
import { Container } from './container'
import { cx } from './cx'
import { DispensaryPicker } from './dispensary-picker'
import type { ShellData } from './shell'

/**
 * Logo, dispensary picker and navigation. On phones the picker gets a full-width row of its own
 * (a store's name is long, and choosing one is the first thing to do) and the navigation sits behind
 * a menu button (a <details> disclosure, so it also works without JavaScript); from 768 px
 * everything shares one sticky row.
 */
export function SiteHeader({
  shell,
  current,
  cartStoreId,
}: {
  shell: ShellData
  current: PickerDispensary | null
  /** The store whose cart the header's button shows (the page's, else the one last shopped at). */
  cartStoreId: number | null
}) {
  const { site } = shell
  // Links to Ohio content from another host go to the Ohio host (000 §2).
  const navigation = site.navigation.map((link) => ({ ...link, url: hrefForRegion(link.url, shell.region, shell.ohioOrigin) }))
  const clicked = (label: string, url: string) => () => track('navigation_clicked', { label, url, area: 'header' })
  const menuRef = useRef<HTMLDetailsElement>(null)
  const location = useLocation()

  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false
  }, [location.key])

  return (
    <header className="relative z-40 border-b border-line bg-canvas md:sticky md:top-0 md:bg-canvas/90 md:backdrop-blur-sm">
      <Container className="flex flex-wrap items-center gap-x-3 md:h-20 md:flex-nowrap md:gap-3 lg:gap-6">
        <Link to="/" onClick={clicked('Logo', '/')} className="flex h-14 shrink-0 items-center rounded-md md:h-auto">
          <img
            src={site.logo.src}
            alt={site.logo.alt}
            width={site.logo.width}
            height={site.logo.height}
            className="h-8 w-auto md:h-10"
          />
        </Link>
        <details ref={menuRef} className="group ml-auto -mr-2 md:hidden">
          <summary className="header-menu-summary">
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
            <span className="sr-only">Menu</span>
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-14 border-y border-line bg-surface px-4 pt-2 pb-4 shadow-raised"
          >
            <ul className="flex flex-col">
              <li>
                <NavLink to="/" end onClick={clicked('Home', '/')} className={mobileLinkClasses}>
                  Home
                </NavLink>
              </li>
              {navigation.map((link) => (
                <li key={link.url}>
                  {isAbsoluteHref(link.url) ? (
                    <a href={link.url} onClick={clicked(link.label, link.url)} className={mobileLinkClasses({ isActive: false })}>
                      {link.label}
                    </a>
                  ) : (
                    <NavLink to={link.url} onClick={clicked(link.label, link.url)} className={mobileLinkClasses}>
                      {link.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <AccountLink account={shell.account} className="md:order-last" />
        <CartButton storeId={cartStoreId} className="-mr-1 md:order-last md:mr-0" />
        <div className="w-full min-w-0 pb-3 md:w-auto md:flex-1 md:pb-0">
          <DispensaryPicker available={shell.pickerDispensaries !== null} current={current} />
        </div>
        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((link) => (
              <li key={link.url}>
                {isAbsoluteHref(link.url) ? (
                  <a href={link.url} onClick={clicked(link.label, link.url)} className={desktopLinkClasses({ isActive: false })}>
                    {link.label}
                  </a>
                ) : (
                  <NavLink to={link.url} onClick={clicked(link.label, link.url)} className={desktopLinkClasses}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  )
}

function desktopLinkClasses({ isActive }: { isActive: boolean }) {
  return cx(
    'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors lg:px-4',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-sunken',
  )
}

function mobileLinkClasses({ isActive }: { isActive: boolean }) {
  return cx(
    'flex min-h-12 items-center rounded-lg px-3 text-base font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-sunken',
  )
}
