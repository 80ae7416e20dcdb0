import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { track } from '~/analytics/track'
import { hrefForRegion, isAbsoluteHref } from '~/site/links'
import type { Region } from '~/site/host-mode'

/**
 * A footer link: rewritten for the host (Ohio content lives on the Ohio host), a router link for
 * site paths, a plain anchor for anything else, and a navigation_clicked event (area 'footer').
 */
export function FooterLink({
  href,
  label,
  region,
  ohioOrigin,
  className,
  children,
}: {
  href: string
  label: string
  region: Region
  ohioOrigin: string | undefined
  className?: string
  children?: ReactNode
}) {
  const target = hrefForRegion(href, region, ohioOrigin)
  const onClick = () => track('navigation_clicked', { label, url: target, area: 'footer' })
  if (isAbsoluteHref(target)) {
    return (
      <a href={target} className={className} onClick={onClick}>
        {children ?? label}
      </a>
    )
  }
  return (
    <Link to={target} className={className} onClick={onClick} prefetch="intent">
      {children ?? label}
    </Link>
  )
}
