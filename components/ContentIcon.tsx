// The icons content names (content/ids.ts), from one SVG set (Lucide), imported one by one so
// only these ship, and drawn here, on the server, into the HTML: no icon font, no emoji (they
// look different on every system and are empty boxes where no emoji font is installed), and no
// client code. The drawings come from the framework-free `lucide` package: lucide-react's
// icons are client components (they read a React context), so each would hydrate.
import {
  BookOpen,
  Bot,
  Brain,
  Bus,
  Drama,
  Dumbbell,
  FilePen,
  Footprints,
  GraduationCap,
  Handshake,
  Heart,
  Laptop,
  Lightbulb,
  Medal,
  MessageCircle,
  Microscope,
  Monitor,
  Palette,
  PartyPopper,
  Pencil,
  Phone,
  Rocket,
  School,
  ShieldCheck,
  Smile,
  Sparkles,
  Sprout,
  Sun,
  Target,
  Trophy,
  Volleyball,
  type IconNode,
} from 'lucide';
import { createElement } from 'react';
import type { ContentIconName } from '@/content/schema';
import { OutlineSvg } from '@/components/icons';
import { cn } from '@/lib/cn';

const ICONS: Record<ContentIconName, IconNode> = {
  'book-open': BookOpen,
  bot: Bot,
  brain: Brain,
  bus: Bus,
  drama: Drama,
  dumbbell: Dumbbell,
  'file-pen': FilePen,
  footprints: Footprints,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  heart: Heart,
  laptop: Laptop,
  lightbulb: Lightbulb,
  medal: Medal,
  'message-circle': MessageCircle,
  microscope: Microscope,
  monitor: Monitor,
  palette: Palette,
  'party-popper': PartyPopper,
  pencil: Pencil,
  phone: Phone,
  rocket: Rocket,
  school: School,
  'shield-check': ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  sprout: Sprout,
  sun: Sun,
  target: Target,
  trophy: Trophy,
  volleyball: Volleyball,
};

export interface ContentIconProps {
  name: ContentIconName;
  className?: string;
}

/** A decorative icon: hidden from screen readers, the text beside it carries the meaning. */
export function ContentIcon({ name, className }: ContentIconProps) {
  return (
    <OutlineSvg focusable="false" strokeWidth={1.75} className={cn('h-7 w-7', className)}>
      {ICONS[name].map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </OutlineSvg>
  );
}
