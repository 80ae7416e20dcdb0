/**
 * The text-cleaning helper (002 §5): strips parenthesised text, whitespace and any character other
 * than letters, digits, hyphen and underscore, then lowercases ('Elgin (Medical) Store!' → 'elginstore').
 */
export function cleanText(value: string): string {
  return value
    .replace(/\([^()]*\)/g, '')
    .replace(/\s+/g, '')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .toLowerCase()
}
