import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import type { NavigateFunction } from 'react-router'

/**
 * A link to a path of this site that the router follows in the page, as React Router's <Link>
 * does, for the links a page renders by the dozen (the menu's product cards): an <a> with the path
 * as given and a click handler, without <Link>'s hooks. Each <Link> resolves its path, builds a
 * click handler and sets up prefetching, on the server for every request and again while the page
 * hydrates; the caller passes one `navigate` (useNavigate()) for all its links instead.
 *
 * `to` is a path from the site's root ("/dispensaries/…"), written out: nothing is resolved
 * against the current route. With a modifier key, a middle click or a target, the browser follows
 * it as a plain link. React Router's route discovery finds it by its `data-discover` attribute, as
 * it finds a <Link>'s.
 */
export function AppLink({
  to,
  navigate,
  onClick,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; navigate: NavigateFunction }) {
  return (
    <a
      {...rest}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event)
        followInPage(event, navigate)
      }}
    />
  )
}

/** What <Link> does with a click: a plain left click on a link for this tab navigates in the page. */
export function followInPage(event: MouseEvent<HTMLAnchorElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
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
