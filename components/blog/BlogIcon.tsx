import { DrawnIcon, type IconDrawing, IconSymbols } from '@/components/icon-sprite';
import { outlineFrame } from '@/components/icons';
import { cn } from '@/lib/cn';

// Small outline glyphs beside a post's date, author, views and read time; decorative, the text
// next to each carries the meaning. The blog list repeats them on every card: there each is
// drawn once, in BlogIconSymbols, and each card's are `shared` copies of those symbols.
const PATHS = {
  calendar:
    'M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  author: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  views: 'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  arrowRight: 'M5 12h14m-6-6 6 6-6 6',
} as const;

export type BlogIconName = keyof typeof PATHS;

function drawingOf(name: BlogIconName): IconDrawing {
  return { id: `blog-icon-${name}`, frame: outlineFrame(), shapes: <path d={PATHS[name]} /> };
}

/** The symbols of the icons a page shows `shared`: once on it, outside the filtered list. */
export function BlogIconSymbols({ names }: { names: readonly BlogIconName[] }) {
  return <IconSymbols drawings={names.map(drawingOf)} />;
}

export interface BlogIconProps {
  name: BlogIconName;
  className?: string;
  /** A copy of the icon's symbol, which BlogIconSymbols draws elsewhere on the page. */
  shared?: boolean;
}

export function BlogIcon({ name, className = 'h-4 w-4', shared }: BlogIconProps) {
  return (
    <DrawnIcon drawing={drawingOf(name)} shared={shared} className={cn('shrink-0', className)} />
  );
}
