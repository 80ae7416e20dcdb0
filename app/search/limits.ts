/** The longest search text accepted (characters); a search box's query is a few words. Apart from rules.ts so the search box's code does not carry the rules' imports. */
export const MAX_QUERY_LENGTH = 100
