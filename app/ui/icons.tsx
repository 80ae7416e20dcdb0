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

export const Accessibility = icon('Accessibility')
export const AlertCircle = icon('AlertCircle')
export const Apple = icon('Apple')
export const Armchair = icon('Armchair')
export const ArrowLeft = icon('ArrowLeft')
export const ArrowRight = icon('ArrowRight')
export const Bed = icon('Bed')
export const Bike = icon('Bike')
export const Brain = icon('Brain')
export const CalendarClock = icon('CalendarClock')
export const Check = icon('Check')
export const CheckCircle2 = icon('CheckCircle2')
export const ChevronDown = icon('ChevronDown')
export const ChevronLeft = icon('ChevronLeft')
export const ChevronRight = icon('ChevronRight')
export const ChevronUp = icon('ChevronUp')
export const CircleCheck = icon('CircleCheck')
export const CircleHelp = icon('CircleHelp')
export const CircleUserRound = icon('CircleUserRound')
export const Citrus = icon('Citrus')
export const ClipboardList = icon('ClipboardList')
export const Clock = icon('Clock')
export const Compass = icon('Compass')
export const Cookie = icon('Cookie')
export const ExternalLink = icon('ExternalLink')
export const FileText = icon('FileText')
export const Flame = icon('Flame')
export const Flower2 = icon('Flower2')
export const Gift = icon('Gift')
export const HandHeart = icon('HandHeart')
export const Headset = icon('Headset')
export const Heart = icon('Heart')
export const HeartPulse = icon('HeartPulse')
export const History = icon('History')
export const Hop = icon('Hop')
export const ImageOff = icon('ImageOff')
export const Inbox = icon('Inbox')
export const Info = icon('Info')
export const LayoutDashboard = icon('LayoutDashboard')
export const Leaf = icon('Leaf')
export const Loader2 = icon('Loader2')
export const LogOut = icon('LogOut')
export const Mail = icon('Mail')
export const MailCheck = icon('MailCheck')
export const MapPin = icon('MapPin')
export const Maximize2 = icon('Maximize2')
export const Megaphone = icon('Megaphone')
export const Menu = icon('Menu')
export const MessageCircle = icon('MessageCircle')
export const MessageSquareText = icon('MessageSquareText')
export const Minus = icon('Minus')
export const Moon = icon('Moon')
export const Package = icon('Package')
export const PackageOpen = icon('PackageOpen')
export const Palette = icon('Palette')
export const PartyPopper = icon('PartyPopper')
export const Phone = icon('Phone')
export const PlayCircle = icon('PlayCircle')
export const Plus = icon('Plus')
export const RefreshCw = icon('RefreshCw')
export const RotateCcw = icon('RotateCcw')
export const RotateCw = icon('RotateCw')
export const Search = icon('Search')
export const SearchX = icon('SearchX')
export const ShieldCheck = icon('ShieldCheck')
export const ShoppingBag = icon('ShoppingBag')
export const SlidersHorizontal = icon('SlidersHorizontal')
export const Smile = icon('Smile')
export const Sparkles = icon('Sparkles')
export const Sprout = icon('Sprout')
export const Star = icon('Star')
export const StarHalf = icon('StarHalf')
export const Store = icon('Store')
export const Tag = icon('Tag')
export const ThumbsUp = icon('ThumbsUp')
export const Trash2 = icon('Trash2')
export const TreePine = icon('TreePine')
export const TriangleAlert = icon('TriangleAlert')
export const UserRound = icon('UserRound')
export const Users = icon('Users')
export const Utensils = icon('Utensils')
export const Wrench = icon('Wrench')
export const X = icon('X')
export const Zap = icon('Zap')
