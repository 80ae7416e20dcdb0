import type { CSSProperties, SVGProps } from 'react'
import spriteUrl from './icons.svg?url'

/**
 * The app's icons: lucide's (one set, design.md), drawn from one SVG sprite (icons.svg, written by
 * `npm run icons` from the lucide-react package) instead of a component and path data per icon in
 * the JavaScript. A page's script carries a name per icon, its HTML a `<use>` per icon, and the
 * browser fetches the sprite once and keeps it (fingerprinted, immutable). Stroke, size and colour
 * come from CSS (`.icon` in components.css, and classes as before).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { strokeWidth?: number }
export type IconComponent = (props: IconProps) => React.JSX.Element

export function icon(name: string): IconComponent {
  function Icon({ className, strokeWidth, style, ...props }: IconProps) {
    const iconStyle: CSSProperties | undefined = strokeWidth === undefined ? style : { ...style, strokeWidth }
    // Decorative unless labelled, as lucide's own components are.
    const hidden = props['aria-hidden'] ?? (props['aria-label'] || props['aria-labelledby'] ? undefined : true)
    return (
      <svg className={className ? `icon ${className}` : 'icon'} style={iconStyle} {...props} aria-hidden={hidden}>
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

export const Accessibility = /* @__PURE__ */ icon('Accessibility')
export const AlertCircle = /* @__PURE__ */ icon('AlertCircle')
export const Apple = /* @__PURE__ */ icon('Apple')
export const Armchair = /* @__PURE__ */ icon('Armchair')
export const ArrowLeft = /* @__PURE__ */ icon('ArrowLeft')
export const ArrowRight = /* @__PURE__ */ icon('ArrowRight')
export const Bed = /* @__PURE__ */ icon('Bed')
export const Bike = /* @__PURE__ */ icon('Bike')
export const Brain = /* @__PURE__ */ icon('Brain')
export const CalendarClock = /* @__PURE__ */ icon('CalendarClock')
export const Check = /* @__PURE__ */ icon('Check')
export const CheckCircle2 = /* @__PURE__ */ icon('CheckCircle2')
export const ChevronDown = /* @__PURE__ */ icon('ChevronDown')
export const ChevronLeft = /* @__PURE__ */ icon('ChevronLeft')
export const ChevronRight = /* @__PURE__ */ icon('ChevronRight')
export const ChevronUp = /* @__PURE__ */ icon('ChevronUp')
export const CircleCheck = /* @__PURE__ */ icon('CircleCheck')
export const CircleHelp = /* @__PURE__ */ icon('CircleHelp')
export const CircleUserRound = /* @__PURE__ */ icon('CircleUserRound')
export const Citrus = /* @__PURE__ */ icon('Citrus')
export const ClipboardList = /* @__PURE__ */ icon('ClipboardList')
export const Clock = /* @__PURE__ */ icon('Clock')
export const Compass = /* @__PURE__ */ icon('Compass')
export const Cookie = /* @__PURE__ */ icon('Cookie')
export const ExternalLink = /* @__PURE__ */ icon('ExternalLink')
export const FileText = /* @__PURE__ */ icon('FileText')
export const Flame = /* @__PURE__ */ icon('Flame')
export const Flower2 = /* @__PURE__ */ icon('Flower2')
export const Gift = /* @__PURE__ */ icon('Gift')
export const HandHeart = /* @__PURE__ */ icon('HandHeart')
export const Headset = /* @__PURE__ */ icon('Headset')
export const Heart = /* @__PURE__ */ icon('Heart')
export const HeartPulse = /* @__PURE__ */ icon('HeartPulse')
export const History = /* @__PURE__ */ icon('History')
export const Hop = /* @__PURE__ */ icon('Hop')
export const ImageOff = /* @__PURE__ */ icon('ImageOff')
export const Inbox = /* @__PURE__ */ icon('Inbox')
export const Info = /* @__PURE__ */ icon('Info')
export const LayoutDashboard = /* @__PURE__ */ icon('LayoutDashboard')
export const Leaf = /* @__PURE__ */ icon('Leaf')
export const Loader2 = /* @__PURE__ */ icon('Loader2')
export const LogOut = /* @__PURE__ */ icon('LogOut')
export const Mail = /* @__PURE__ */ icon('Mail')
export const MailCheck = /* @__PURE__ */ icon('MailCheck')
export const MapPin = /* @__PURE__ */ icon('MapPin')
export const Maximize2 = /* @__PURE__ */ icon('Maximize2')
export const Megaphone = /* @__PURE__ */ icon('Megaphone')
export const Menu = /* @__PURE__ */ icon('Menu')
export const MessageCircle = /* @__PURE__ */ icon('MessageCircle')
export const MessageSquareText = /* @__PURE__ */ icon('MessageSquareText')
export const Minus = /* @__PURE__ */ icon('Minus')
export const Moon = /* @__PURE__ */ icon('Moon')
export const Package = /* @__PURE__ */ icon('Package')
export const PackageOpen = /* @__PURE__ */ icon('PackageOpen')
export const Palette = /* @__PURE__ */ icon('Palette')
export const PartyPopper = /* @__PURE__ */ icon('PartyPopper')
export const Phone = /* @__PURE__ */ icon('Phone')
export const PlayCircle = /* @__PURE__ */ icon('PlayCircle')
export const Plus = /* @__PURE__ */ icon('Plus')
export const RefreshCw = /* @__PURE__ */ icon('RefreshCw')
export const RotateCcw = /* @__PURE__ */ icon('RotateCcw')
export const RotateCw = /* @__PURE__ */ icon('RotateCw')
export const Search = /* @__PURE__ */ icon('Search')
export const SearchX = /* @__PURE__ */ icon('SearchX')
export const ShieldCheck = /* @__PURE__ */ icon('ShieldCheck')
export const ShoppingBag = /* @__PURE__ */ icon('ShoppingBag')
export const SlidersHorizontal = /* @__PURE__ */ icon('SlidersHorizontal')
export const Smile = /* @__PURE__ */ icon('Smile')
export const Sparkles = /* @__PURE__ */ icon('Sparkles')
export const Sprout = /* @__PURE__ */ icon('Sprout')
export const Star = /* @__PURE__ */ icon('Star')
export const StarHalf = /* @__PURE__ */ icon('StarHalf')
export const Store = /* @__PURE__ */ icon('Store')
export const Tag = /* @__PURE__ */ icon('Tag')
export const ThumbsUp = /* @__PURE__ */ icon('ThumbsUp')
export const Trash2 = /* @__PURE__ */ icon('Trash2')
export const TreePine = /* @__PURE__ */ icon('TreePine')
export const TriangleAlert = /* @__PURE__ */ icon('TriangleAlert')
export const UserRound = /* @__PURE__ */ icon('UserRound')
export const Users = /* @__PURE__ */ icon('Users')
export const Utensils = /* @__PURE__ */ icon('Utensils')
export const Wrench = /* @__PURE__ */ icon('Wrench')
export const X = /* @__PURE__ */ icon('X')
export const Zap = /* @__PURE__ */ icon('Zap')
