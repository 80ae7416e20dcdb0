import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating, type Placement } from '@floating-ui/react'
import type { ReactNode } from 'react'

/** 000 §9 / issue 7: offset 8 px from the trigger, 16 px from the viewport edges, bottom by default. */
export const TOOLTIP_OFFSET = 8
export const TOOLTIP_VIEWPORT_MARGIN = 16

export type TooltipLayerProps = {
  id: string
  /** The trigger the tooltip hangs from. */
  reference: HTMLElement
  content: ReactNode
  placement: Extract<Placement, 'top' | 'bottom'>
}

/**
 * An open tooltip, placed by floating-ui: below its trigger (or above, when there is no room),
 * kept on screen and following it while the page scrolls or resizes. Its own chunk: the page
 * loads it when a shopper first reaches for a tooltip (app/ui/tooltip.tsx).
 *
 * Inside a <dialog> (the filter drawer, a sheet in the top layer) it renders in that dialog: one
 * portalled to <body> would be hidden behind it.
 */
export function TooltipLayer({ id, reference, content, placement }: TooltipLayerProps) {
  const { refs, floatingStyles, placement: actual } = useFloating({
    elements: { reference },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(TOOLTIP_OFFSET),
      flip({ padding: TOOLTIP_VIEWPORT_MARGIN, fallbackPlacements: [placement === 'bottom' ? 'top' : 'bottom'] }),
      shift({ padding: TOOLTIP_VIEWPORT_MARGIN }),
    ],
  })
  // floating-ui's ref setters are callbacks, not ref objects: passing one as `ref` is not reading a ref.
  const { setFloating } = refs
  return (
    <FloatingPortal root={reference.closest('dialog') ?? undefined}>
      <div
        ref={setFloating}
        id={id}
        role="tooltip"
        style={floatingStyles}
        data-placement={actual}
        className="z-50 max-w-72 rounded-xl bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg"
      >
        {content}
      </div>
    </FloatingPortal>
  )
}
