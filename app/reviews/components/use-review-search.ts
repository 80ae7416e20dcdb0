import { useCallback, useEffect, useRef, useState } from 'react'
import { track } from '~/analytics/track'
import { emptyReviewQuery, serializeReviewQuery } from '../review-query'
import type { ReviewHit, ReviewQuery, ReviewsPage } from '../types'

export type SearchStatus = 'idle' | 'loading' | 'error'

type Vote = { upvotes: number; votedHelpful: boolean }

/**
 * The reviews section's client state: the query, the page on show, and the visitor's votes.
 * Every change fetches /api/reviews and aborts the request it replaces; while it loads the old
 * page stays on screen (dimmed by the caller). Filters live here, not in the page URL: the product
 * page's URL stays canonical.
 */
export function useReviewSearch(productId: number, initial: ReviewsPage) {
  const [query, setQuery] = useState<ReviewQuery>(() => emptyReviewQuery(productId))
  const [page, setPage] = useState<ReviewsPage>(initial)
  const [status, setStatus] = useState<SearchStatus>('idle')
  // Votes made on this page view, laid over whatever page is shown so counts agree everywhere.
  const [votes, setVotes] = useState<Record<number, Vote>>({})
  const [voteError, setVoteError] = useState<{ reviewId: number; message: string } | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const load = useCallback(async (next: ReviewQuery) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setQuery(next)
    setStatus('loading')
    try {
      const response = await fetch(`/api/reviews?${serializeReviewQuery(next)}`, {
        signal: abort.signal,
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) throw new Error(`GET /api/reviews answered ${response.status}`)
      const body = (await response.json()) as ReviewsPage
      if (abort.signal.aborted) return
      setPage(body)
      setStatus('idle')
    } catch (error) {
      if (abort.signal.aborted) return
      console.warn('reviews: page not loaded', error)
      setStatus('error')
    }
  }, [])

  const retry = useCallback(() => load(query), [load, query])

  const vote = useCallback(
    async (hit: ReviewHit) => {
      const current = votes[hit.id] ?? { upvotes: hit.upvotes, votedHelpful: hit.votedHelpful }
      if (current.votedHelpful) return
      track('review_helpful_clicked', { product_id: productId, review_id: hit.id })
      setVoteError(null)
      setVotes((all) => ({ ...all, [hit.id]: { upvotes: current.upvotes + 1, votedHelpful: true } }))
      try {
        const post = () => fetch(`/api/reviews/${hit.id}/helpful`, { method: 'POST', headers: { Accept: 'application/json' } })
        let response = await post()
        // A first vote only gets the browser its visitor cookie (428); the vote itself is the second post.
        if (response.status === 428) response = await post()
        if (!response.ok) throw new Error(`POST helpful answered ${response.status}`)
        const body = (await response.json()) as { upvotes: number; votedHelpful: boolean }
        setVotes((all) => ({ ...all, [hit.id]: { upvotes: body.upvotes, votedHelpful: body.votedHelpful } }))
      } catch (error) {
        console.warn('reviews: vote not saved', error)
        setVotes((all) => ({ ...all, [hit.id]: current }))
        setVoteError({ reviewId: hit.id, message: 'Your vote could not be saved. Please try again.' })
      }
    },
    [productId, votes],
  )

  const hits = page.hits.map((hit) => {
    const own = votes[hit.id]
    return own ? { ...hit, ...own } : hit
  })

  return { query, page: { ...page, hits }, status, load, retry, vote, voteError }
}
