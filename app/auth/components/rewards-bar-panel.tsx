import { Sparkles, X } from '~/ui/icons'
import { Link } from 'react-router'
import type { ShellAuthContent } from '~/content/auth-schema'
import { buttonClasses } from '~/ui/button'

/** The rewards sticky bar itself (see RewardsStickyBar for when it shows). */
export default function RewardsBarPanel({
  copy,
  signUpTo,
  onDismiss,
}: {
  copy: ShellAuthContent['stickyBar']
  signUpTo: string
  onDismiss: () => void
}) {
  return (
    <>
      <div aria-hidden="true" className="h-24 md:h-20" />
      <aside
        aria-label="Rewards"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-800 bg-brand-900 text-white shadow-sheet pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] motion-safe:animate-[bar-up_220ms_var(--ease-calm)]"
      >
        <div className="mx-auto flex max-w-page items-center gap-3 py-2.5 pr-2 pl-4 sm:px-6 md:gap-6 md:py-3 lg:px-10">
          <Sparkles aria-hidden="true" className="hidden size-6 shrink-0 text-accent md:block" />
          <p className="min-w-0 flex-1 text-sm font-medium md:text-base">{copy.text}</p>
          <Link
            to={signUpTo}
            replace
            preventScrollReset
            className={buttonClasses('inverse', 'md', 'shrink-0')}
          >
            {copy.cta}
          </Link>
          <button
            type="button"
            onClick={onDismiss}
            className="grid size-11 shrink-0 place-items-center rounded-full text-brand-100 transition-colors hover:bg-brand-800 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close the rewards bar</span>
          </button>
        </div>
      </aside>
    </>
  )
}
