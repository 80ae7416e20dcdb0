import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import type { ShellData } from './shell'

type MatchLike = { id: string; loaderData?: unknown } | undefined

/** The chain's name from the root loader, for page titles. */
export function chainNameFrom(matches: readonly MatchLike[]): string | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as ShellData | undefined
  return root?.site.chainName
}

/** '<Page> | <Chain>' plus a description; noindex for pages search engines should skip. */
export function pageMeta({
  title,
  description,
  chainName,
  noindex = false,
}: {
  title: string
  description: string
  chainName: string | undefined
  noindex?: boolean
}): MetaDescriptor[] {
  const full = chainName ? `${title} | ${chainName}` : title
  return [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

/** Titles for the 404 and 500 pages a loader error turns into. */
export function errorMeta(error: unknown, chainName: string | undefined): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return pageMeta({
    title: notFound ? 'Page not found' : 'Something went wrong',
    description: notFound
      ? "We couldn't find that page. Find a dispensary near you or go back to the home page."
      : 'Something went wrong on our side. Please try again in a moment.',
    chainName,
    noindex: true,
  })
}
