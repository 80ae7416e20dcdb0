/**
 * Every analytics event the specification names (000 §7, 001 §7, 002 §6), with its properties. The
 * original site's payloads are "not shown"; these are the properties a chain's analyst needs to read
 * each event on its own. Names are snake_case, as tag managers expect in `dataLayer`.
 *
 * Pure types and constants: safe to import from the browser and the server.
 */
export type AnalyticsEvents = {
  breadcrumb_clicked: { label: string; url: string; position: number }
  banner_viewed: { banner_id: string; placement: string }
  banner_clicked: { banner_id: string; placement: string; url: string }
  banner_scrolled: { placement: string; index: number }
  product_carousel_clicked: { carousel: string; product_id: number; position: number }
  sponsored_row_scrolled: { store_id: number; index: number }
  specials_viewed: { store_id: number; count: number }
  specials_scrolled: { store_id: number; index: number }
  specials_banner_viewed: { store_id: number; special_id: number }
  specials_banner_clicked: { store_id: number; special_id: number }
  /** A weight (price) change on the product page: the product and its variant code (000 §4). */
  product_selected: { product_id: number; code: string; store_id: number }
  card_list_viewed: { store_id: number; list: string; count: number }
  card_list_sorted: { store_id: number; sort: string }
  card_list_filtered: { store_id: number; attribute: string; value: string }
  menu_changed: { store_id: number; to_store_id: number; menu: string }
  map_viewed: { placement: string }
  chat_clicked: { placement: string }
  call_clicked: { placement: string; phone: string }
  dispensary_info_expanded: { dispensary: string }
  filter_drawer_opened: { store_id: number }
  filter_drawer_closed: { store_id: number; applied: boolean }
  quick_filter_clicked: { store_id: number; attribute: string; value: string }
  filter_applied: { store_id: number; attribute: string; value: string }
  filter_removed: { store_id: number; attribute: string; value: string }
  age_gate_viewed: { mode: 'simple' | 'birthday' }
  age_gate_answered: { outcome: 'verified' | 'medical' | 'denied' }
  navigation_clicked: { label: string; url: string; area: 'header' | 'footer' | 'account' }
  scroll_depth: { percent: 25 | 50 | 75 | 90; page_category: string }
  show_more_clicked: { section: string; count: number }
  reviews_viewed: { product_id: number; count: number }
  review_helpful_clicked: { product_id: number; review_id: number }
  consent_changed: { C0002: boolean; C0003: boolean; C0004: boolean }
}

export type AnalyticsEventName = keyof AnalyticsEvents

export const ANALYTICS_EVENT_NAMES = [
  'breadcrumb_clicked',
  'banner_viewed',
  'banner_clicked',
  'banner_scrolled',
  'product_carousel_clicked',
  'sponsored_row_scrolled',
  'specials_viewed',
  'specials_scrolled',
  'specials_banner_viewed',
  'specials_banner_clicked',
  'product_selected',
  'card_list_viewed',
  'card_list_sorted',
  'card_list_filtered',
  'menu_changed',
  'map_viewed',
  'chat_clicked',
  'call_clicked',
  'dispensary_info_expanded',
  'filter_drawer_opened',
  'filter_drawer_closed',
  'quick_filter_clicked',
  'filter_applied',
  'filter_removed',
  'age_gate_viewed',
  'age_gate_answered',
  'navigation_clicked',
  'scroll_depth',
  'show_more_clicked',
  'reviews_viewed',
  'review_helpful_clicked',
  'consent_changed',
] as const satisfies readonly AnalyticsEventName[]

/** Events that describe advertising and may only be recorded with targeting consent (C0004). */
export const TARGETING_EVENTS: readonly AnalyticsEventName[] = ['sponsored_row_scrolled']
