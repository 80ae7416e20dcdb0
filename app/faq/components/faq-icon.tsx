import { CircleHelp, Gift, HeartPulse, Leaf, MapPin, ShieldCheck, ShoppingBag, Store, type IconComponent } from '~/ui/icons'
import type { FaqIconName } from '../faq'

const ICONS: Record<FaqIconName, IconComponent> = { Store, ShoppingBag, HeartPulse, Leaf, Gift, MapPin, ShieldCheck, CircleHelp }

/** A FAQ group's icon (000 §3: groups have a title and an icon); decorative. */
export function FaqIcon({ name, className }: { name: FaqIconName; className?: string }) {
  const Icon = ICONS[name]
  return <Icon aria-hidden="true" className={className} />
}
