/** The overview's loyalty-points banner (001 §2.2). Pure. */
export const POINTS_BANNER_TITLE = 'Accumulated points'

export type PointsBannerHeading = {
  /** 'Accumulated points', or the content's description while the programme is under construction. */
  heading: string
  /** Whether the balance is shown: not while the content says the programme is under construction. */
  showsBalance: boolean
}

/**
 * 001 §2.2: titled 'Accumulated points' unless the content title contains 'Construction', in which
 * case the content description is shown instead (and no balance: there is nothing to accumulate yet).
 */
export function pointsBannerHeading(content: { title: string; description: string }): PointsBannerHeading {
  if (content.title.includes('Construction')) return { heading: content.description, showsBalance: false }
  return { heading: POINTS_BANNER_TITLE, showsBalance: true }
}

/** '1,234 points', '1 point'. */
export function formatPoints(points: number): string {
  return `${points.toLocaleString('en-US')} ${Math.abs(points) === 1 ? 'point' : 'points'}`
}
