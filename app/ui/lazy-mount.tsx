import { type ReactNode, Suspense, useState } from 'react'

/**
 * Renders `children` (typically a React.lazy component) from the first time `active` is true and
 * keeps it mounted afterwards, so a dialog's code is fetched when someone first opens it rather
 * than with every page, and its close animation and focus return still work. Nothing renders
 * while the chunk loads (the trigger already shows the pressed state).
 */
export function LazyMount({ active, children }: { active: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(active)
  if (active && !mounted) setMounted(true)
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null
}
