/** 000 §9 / 002 §5: a textarea holds at most 500 characters unless told otherwise. */
export const TEXTAREA_MAX_LENGTH = 500

/** '{n} of {max} characters' (002 §5). */
export function characterCount(length: number, max: number = TEXTAREA_MAX_LENGTH): string {
  return `${length} of ${max} characters`
}

/**
 * The length the counter shows: UTF-16 code units, the unit the browser's maxlength counts, so the
 * number shown always matches what the field lets you type (an emoji counts as two).
 */
export function textLength(value: string): number {
  return value.length
}

/** Whether the value breaks the field's rules: empty when required, or longer than the maximum. */
export function isTextareaInvalid(value: string, { required, max }: { required: boolean; max: number }): boolean {
  if (required && value.trim() === '') return true
  return textLength(value) > max
}

/**
 * 002 §5: the error shows only when the field is required, touched and invalid. An optional field
 * never shows one (the cap stops it from growing too long); an untouched field never nags.
 */
export function showsTextareaError(state: { required: boolean; touched: boolean; invalid: boolean }): boolean {
  return state.required && state.touched && state.invalid
}
