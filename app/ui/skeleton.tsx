import { cx } from './cx'

/** A placeholder in the shape of what is loading; shimmer only when motion is welcome. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'block rounded-md bg-sunken bg-[linear-gradient(90deg,transparent_0%,rgb(255_255_255/0.55)_50%,transparent_100%)] bg-size-[200%_100%] motion-safe:animate-[shimmer_1.4s_linear_infinite]',
        className,
      )}
    />
  )
}
