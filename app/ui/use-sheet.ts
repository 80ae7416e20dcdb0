import { type RefObject, useLayoutEffect, useState } from 'react'
import { FOCUSABLE, showSheet } from './sheet'

/**
 * Opens the sheet `dialogRef` names (showSheet) while `open` is true and closes it when it turns
 * false; answers whether the sheet's content should be drawn. Render the content only when it
 * answers true.
 *
 * Why the content comes one render after the sheet opens: opening lays the sheet out twice in the
 * tap's task (the dialog's focusing steps, then its move into the top layer), and with the
 * content in it each pass was a full layout of the drawer (7 ms each on this machine, four times
 * that on a phone). An empty sheet lays out in no time; the content then renders in the same task,
 * before the frame, and is laid out once. Focus goes to the sheet's first control, as `show()`
 * would have put it had the content been there.
 *
 * `onOpen` runs as the sheet opens, before the content's first render (a draft reset from stored
 * choices, say).
 */
export function useSheet(dialogRef: RefObject<HTMLDialogElement | null>, open: boolean, onOpen?: () => void): boolean {
  const [shown, setShown] = useState(false)
  // Closed: the next opening starts empty again.
  if (!open && shown) setShown(false)
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      onOpen?.()
      showSheet(dialog)
      setShown(true)
    }
    if (!open && dialog.open) dialog.close()
    // onOpen is read when the sheet opens, not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, dialogRef])
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!shown || !dialog?.open) return
    if (dialog.contains(document.activeElement) && document.activeElement !== dialog) return
    // In a folded section ([hidden]) a control cannot take focus; checked without a layout.
    const first = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => element.tabIndex >= 0 && !element.closest('[hidden]'))
    // preventScroll: the sheet is fixed, and scrolling into view would force a layout here.
    ;(first ?? dialog).focus({ preventScroll: true })
  }, [shown, dialogRef])
  return open && shown
}

