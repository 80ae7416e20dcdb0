import { ImageOff } from '~/ui/icons'
import { cx } from '~/ui/cx'
import type { Lineage } from '../format'

/** Generated product images are square, 1064 × 1064 (000 §9). */
export const PRODUCT_IMAGE_SIZE = 1064

/**
 * The tint of a product's square: its lineage's colour when it has no image (the designed empty
 * tile, components.css); with an image the frame stays neutral (.pcard-media's bg-sunken) and the
 * image fits whole, so a photo of any shape from a menu import looks right.
 */
export function tileTint(lineage: Lineage | null, image: string | null = null): string | undefined {
  return lineage && !image ? `tint-${lineage}` : undefined
}

/**
 * A product's image fitted whole into its square frame (object-fit: contain on a neutral ground). The width/height attributes and the frame's fixed
 * aspect ratio keep the page from shifting while it loads; a missing image gets the designed tile
 * (000 §8).
 */
export function ProductImage({ src, eager = false }: { src: string | null; eager?: boolean }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is in the first screen, often its largest paint: fetched early and painted
      // with the first frame that can, not a frame later as async decoding allows.
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  ) : (
    <span className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-ink-muted">
      <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
      <span className="text-xs font-medium">No image available</span>
    </span>
  )
}

/** A product's image in its square frame, as the cart shows it. */
export function ProductImageTile({ src, lineage }: { src: string | null; lineage: Lineage | null }) {
  return (
    <div className={cx('pcard-media', tileTint(lineage, src))}>
      <ProductImage src={src} />
    </div>
  )
}
