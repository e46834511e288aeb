// The icons content names (content/ids.ts), from one SVG set (Lucide), imported one by one so
// only these ship, and drawn here, on the server, into the HTML: no icon font, no emoji (they
// look different on every system and are empty boxes where no emoji font is installed), and no
// client code. The drawings come from the framework-free `lucide` package: lucide-react's
// icons are client components (they read a React context), so each would hydrate. An icon a
// page repeats is drawn `shared`, a copy of its symbol in ContentIconSymbols
// (components/icon-sprite.tsx).
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
import { DrawnIcon, type IconDrawing, IconSymbols } from '@/components/icon-sprite';
import { outlineFrame } from '@/components/icons';
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

function drawingOf(name: ContentIconName): IconDrawing {
  return {
    id: `icon-${name}`,
    frame: outlineFrame(1.75),
    shapes: ICONS[name].map(([tag, attributes], index) =>
      createElement(tag, { key: index, ...attributes }),
    ),
  };
}

export interface ContentIconProps {
  name: ContentIconName;
  className?: string;
  /** A copy of the icon's symbol, which ContentIconSymbols draws elsewhere on the page. */
  shared?: boolean;
}

/** A decorative icon: hidden from screen readers, the text beside it carries the meaning. */
export function ContentIcon({ name, className, shared }: ContentIconProps) {
  return (
    <DrawnIcon
      drawing={drawingOf(name)}
      shared={shared}
      focusable="false"
      className={cn('h-7 w-7', className)}
    />
  );
}

/** The symbols of the icons a component shows `shared`: once on its page. */
export function ContentIconSymbols({ names }: { names: readonly ContentIconName[] }) {
  return <IconSymbols drawings={names.map(drawingOf)} />;
}
