import { ImageOff } from 'lucide-react'
import { cx } from '~/ui/cx'
import type { Lineage } from '../format'

/** Generated product images are square, 1064 × 1064 (000 §9). */
export const PRODUCT_IMAGE_SIZE = 1064

const tints: Record<Lineage, string> = {
  indica: 'bg-indica-tint',
  sativa: 'bg-sativa-tint',
  hybrid: 'bg-hybrid-tint',
  cbd: 'bg-cbd-tint',
}

/**
 * A product's image on a tinted square. The fixed aspect ratio and the width/height attributes keep
 * the card from shifting while the image loads; a missing image gets the designed tile (000 §8).
 */
export function ProductImageTile({
  src,
  lineage,
  eager = false,
  dimmed = false,
}: {
  src: string | null
  lineage: Lineage | null
  eager?: boolean
  dimmed?: boolean
}) {
  return (
    <div className={cx('relative aspect-square overflow-hidden', lineage ? tints[lineage] : 'bg-sunken')}>
      {src ? (
        <img
          src={src}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={cx('size-full object-cover transition-opacity', dimmed && 'opacity-50 grayscale')}
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-ink-muted">
          <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
          <span className="text-xs font-medium">No image available</span>
        </div>
      )}
    </div>
  )
}
