/** The account area's navigation (001 §2.3), in the specification's order. Pure. */
export type AccountNavItem = {
  label: string
  to: string
  /** Whether the phone's top tab bar shows it (the first three). */
  tab: boolean
}

export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { label: 'Overview', to: '/account', tab: true },
  { label: 'My Profile', to: '/account/profile', tab: true },
  { label: 'My Orders', to: '/account/orders', tab: true },
  { label: 'Home Dispensary', to: '/account/home-dispensary', tab: false },
  { label: 'Rewards', to: '/account/rewards', tab: false },
]

/** 001 §4.4: closing the phone's full menu takes 500 ms. */
export const MOBILE_MENU_CLOSE_MS = 500

/**
 * The item a path belongs to: '/account' only for the overview itself, otherwise the longest
 * matching prefix (an order detail '/account/orders/{uuid}' belongs to My Orders).
 */
export function currentNavItem(pathname: string): AccountNavItem | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/account') return ACCOUNT_NAV[0] ?? null
  return ACCOUNT_NAV.filter((item) => item.to !== '/account' && (path === item.to || path.startsWith(`${item.to}/`))).at(0) ?? null
}
