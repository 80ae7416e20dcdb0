/**
 * Calls `onVisible` once for each element the first time at least `threshold` of it is in view
 * (000 §9: impression threshold 0.5). Returns the cleanup. Without IntersectionObserver nothing is
 * reported: an impression that cannot be measured is not counted.
 */
export function observeOnce(elements: readonly Element[], onVisible: (element: Element) => void, threshold = 0.5): () => void {
  if (typeof IntersectionObserver === 'undefined' || elements.length === 0) return () => {}
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < threshold - 0.001) continue
        observer.unobserve(entry.target)
        try {
          onVisible(entry.target)
        } catch (error) {
          console.warn('analytics: visibility callback failed', error)
        }
      }
    },
    { threshold },
  )
  for (const element of elements) observer.observe(element)
  return () => observer.disconnect()
}
