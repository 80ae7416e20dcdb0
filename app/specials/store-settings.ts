/**
 * Store settings an operator expects (issue 19; 001 §4, 000 §6): whether product cards show ratings
 * and reviews. Pure: the setting comes from the store's row, the host from the request.
 */

/** Cards hide ratings and review counts on Ohio hosts (000 §1, always) and where the store turned them off. */
export function cardsHideRatings(isOhioHost: boolean, storeShowsCardRatings: boolean): boolean {
  return isOhioHost || !storeShowsCardRatings
}
