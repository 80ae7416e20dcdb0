/**
 * The id of the state's FAQ section on a dispensary page: dispensary links in article cards jump to
 * it (000 §2, app/blog/cards.ts). A module of its own so the dispensary page imports only this.
 */
export const STATE_FAQ_ANCHOR = 'state-faq'
