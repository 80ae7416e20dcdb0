import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cx } from './cx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse'
export type ButtonSize = 'md' | 'lg'

/** The look of a button (components.css): one class per part instead of a dozen utilities. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cx('btn', `btn-${variant}`, `btn-${size}`, className)
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode }

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}

/** A link that looks like a button. Site paths use the router; tel:, mailto: and https: stay plain anchors. */
export function ButtonLink({ variant, size, className, to, ...props }: StyleProps & LinkProps & { to: string }) {
  const classes = buttonClasses(variant, size, className)
  if (/^(https?:|tel:|mailto:)/.test(to)) {
    const { children, ...rest } = props
    return (
      <a href={to} className={classes} {...(rest as React.AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {children}
      </a>
    )
  }
  return <Link to={to} className={classes} {...props} />
}
