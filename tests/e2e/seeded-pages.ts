import type { APIRequestContext } from '@playwright/test'

/**
 * Real pages of the seeded demo chain, found the way a visitor finds them (by following links),
 * so the journeys do not hard-code slugs the seed is free to change. Illinois and Ohio are fixed
 * by the issue.
 */
export type SeededPages = {
  statePath: string
  dispensaryPath: string
  menuPath: string
  /** A menu of another dispensary in the same state: its store id must not open this one's menu. */
  otherStoreId: string
}

export async function findSeededPages(request: APIRequestContext, state = 'illinois'): Promise<SeededPages> {
  const statePath = `/dispensaries/${state}`
  const stateHtml = await text(request, statePath)
  const dispensaryPaths = unique(matchAll(stateHtml, new RegExp(`href="(/dispensaries/${state}/[a-z0-9-]+)"`, 'g')))
  const withMenus: { path: string; menus: string[] }[] = []
  for (const path of dispensaryPaths) {
    const html = await text(request, path)
    const menus = unique(matchAll(html, new RegExp(`href="(${path}/[0-9]+/[a-z0-9-]+/)"`, 'g')))
    if (menus.length) withMenus.push({ path, menus })
    if (withMenus.length === 2) break
  }
  const [first, second] = withMenus
  if (!first || !second) throw new Error(`The seed should give ${state} at least two dispensaries with menus`)
  const otherStoreId = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(second.menus[0] as string)?.[1]
  if (!otherStoreId) throw new Error('No store id in the second dispensary’s menu link')
  return { statePath, dispensaryPath: first.path, menuPath: first.menus[0] as string, otherStoreId }
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`)
  return response.text()
}

function matchAll(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] as string)
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
