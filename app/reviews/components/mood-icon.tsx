import {
  Armchair,
  Bed,
  Bike,
  Brain,
  HandHeart,
  Heart,
  HeartPulse,
  Leaf,
  Moon,
  Palette,
  Smile,
  Sparkles,
  Tag,
  Users,
  Utensils,
  Zap,
  type IconComponent,
} from '~/ui/icons'
import { moodIcon, type MoodIconName } from '../review-format'

const ICONS: Record<MoodIconName, IconComponent> = {
  moon: Moon,
  sparkles: Sparkles,
  armchair: Armchair,
  palette: Palette,
  zap: Zap,
  utensils: Utensils,
  'heart-pulse': HeartPulse,
  heart: Heart,
  'hand-heart': HandHeart,
  bed: Bed,
  bike: Bike,
  brain: Brain,
  users: Users,
  leaf: Leaf,
  smile: Smile,
  tag: Tag,
}

/** The icon of an activity or feeling (002 §3); decorative, the mood's name is always beside it. */
export function MoodIcon({ mood, className = 'size-4' }: { mood: string; className?: string }) {
  const Icon = ICONS[moodIcon(mood)]
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />
}
