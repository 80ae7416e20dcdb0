import type { IconComponent } from '~/ui/icons'
import type { ReactNode } from 'react'
import { ButtonLink } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'

/** The account empty-state block (000 §2): icon, title, a line and one way forward. */
export function AccountEmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 2,
}: {
  icon: IconComponent
  title: string
  children: ReactNode
  action: { label: string; to: string }
  headingLevel?: 2 | 3
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      headingLevel={headingLevel}
      className="border-solid border-line bg-gradient-to-b from-brand-50 to-surface shadow-card"
      actions={
        <ButtonLink to={action.to} size="lg">
          {action.label}
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  )
}
