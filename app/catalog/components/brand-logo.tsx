import type { CSSProperties } from 'react'
import type { BrandLogoData } from '~/catalog/brand-style'
import { cx } from '~/ui/cx'

/**
 * A brand's designed mark: its shape and its name set in its wordmark style, in its packaging
 * colours (brandLogo in brand-style.ts, resolved on the server; the generated product images print
 * the same mark). Decorative: the
 * card around it names the brand once, so the logo is hidden from assistive technology.
 */
export function BrandLogo({ name, logo, className }: { name: string; logo: BrandLogoData; className?: string }) {
  const colours: CSSProperties = { backgroundColor: logo.body, color: logo.ink }
  return (
    <span aria-hidden="true" data-brand-logo={logo.wordmark} className={cx('brand-logo', className)} style={colours}>
      <svg viewBox="-12 -12 24 24" className="brand-logo-mark" focusable="false">
        <path d={logo.markPath} fill="currentColor" fillRule="evenodd" />
      </svg>
      <span className={cx('brand-logo-word', `brand-logo-${logo.wordmark}`)}>{name}</span>
    </span>
  )
}
