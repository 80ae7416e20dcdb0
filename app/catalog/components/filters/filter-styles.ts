/** Pill looks shared by the drawer's sort and the filter controls (kept apart so the bar loads without the controls). */

/** A pill's real input covers the pill, invisible: clicks and taps land on it, and the pill draws its state. */
export const overlayInput =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed'

export const pillClasses =
  'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors select-none has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-disabled:cursor-not-allowed has-disabled:opacity-50'

export const pillIdle =
  'border-line-strong bg-surface text-ink hover:not-has-checked:border-brand-300 hover:not-has-checked:bg-brand-50'
