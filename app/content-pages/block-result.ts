/**
 * A content block to render (null: render nothing) and the warning to log when its data is missing
 * or partly dropped (001 §8, 002 §8: a banner with missing data is hidden and a warning logged).
 */
export type BlockResult<T> = { value: T | null; warning?: string }
