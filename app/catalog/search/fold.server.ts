import { sql, type SQL } from 'drizzle-orm'
import { ACCENTED, UNACCENTED } from './text'

/**
 * Lower case without accents in SQL, with the table `foldText` (text.ts) uses (no unaccent: PostgreSQL
 * 15 has it only as contrib): how the search indexes fold their words, and how the search page folds
 * dispensaries' as it reads them.
 *
 * translate() walks its 120-letter table for every character of the text: about 70 µs for a
 * dispensary's name and address, 5 ms of a search over 76 of them. Text that is all ASCII (as
 * many bytes as characters in UTF-8) has none of those letters, so it only needs lower().
 */
export function foldSql(text: SQL): SQL {
  return sql`(case when octet_length(${text}) = char_length(${text}) then lower(${text}) else translate(lower(${text}), ${ACCENTED}, ${UNACCENTED}) end)`
}
