import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cx } from './cx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse'
export type ButtonSize = 'md' | 'lg'

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-card hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-line-strong bg-surface text-brand-800 hover:border-brand-300 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'text-brand-800 hover:bg-brand-50 active:bg-brand-100',
  inverse: 'bg-surface text-brand-900 hover:bg-brand-50 active:bg-brand-100',
}

const sizes: Record<ButtonSize, string> = {
  md: 'px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cx(base, variants[variant], sizes[size], className)
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
