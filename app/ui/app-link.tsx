import { type AnchorHTMLAttributes, type MouseEvent, useEffect } from 'react'
import { type NavigateFunction, useNavigate } from 'react-router'

/**
 * A link to a path of this site that the router follows in the page, as React Router's <Link>
 * does, for the links a page renders by the dozen (the menu's product cards): an <a> with the path
 * as given and one shared click handler, without <Link>'s hooks. Each <Link> resolves its path,
 * builds a click handler and sets up prefetching, on the server for every request and again while
 * the page hydrates; on the menu that was about a tenth of the server's render.
 *
 * `to` is a path from the site's root ("/dispensaries/…"), written out: nothing is resolved
 * against the current route. Before the page has hydrated, or with a modifier key, a middle click
 * or a target, the browser follows it as a plain link. React Router's route discovery finds it by
 * its `data-discover` attribute, as it finds a <Link>'s.
 */
export function AppLink({ to, onClick, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return (
    <a
      {...rest}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event)
        followInPage(event)
      }}
    />
  )
}

let navigateInPage: NavigateFunction | null = null

/** Mounted once inside the router (the app shell): lends AppLink the router's navigate. */
export function AppLinkNavigation() {
  const navigate = useNavigate()
  useEffect(() => {
    navigateInPage = navigate
    return () => {
      if (navigateInPage === navigate) navigateInPage = null
    }
  }, [navigate])
  return null
}

/** What <Link> does with a click: a plain left click on a link for this tab navigates in the page. */
export function followInPage(event: MouseEvent<HTMLAnchorElement>, navigate: NavigateFunction | null = navigateInPage): void {
  if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const anchor = event.currentTarget
  const target = anchor.getAttribute('target')
  if (target && target !== '_self') return
  const href = anchor.getAttribute('href')
  if (!href?.startsWith('/') || href.startsWith('//')) return
  event.preventDefault()
  // As <Link>: a link to the page it is on replaces the entry instead of adding one.
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
  void navigate(href, { replace: href === here })
}
