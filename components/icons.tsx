// Every UI icon of the site, drawn once. Decorative: each is hidden from screen readers, so the
// control or text beside it carries the meaning. Server-rendered SVG, no client code. An icon a
// list repeats is drawn `shared`: a copy of its symbol, which the list draws once (its `drawing`
// in IconSymbols, components/icon-sprite.tsx).
import { cn } from '@/lib/cn';
import { DrawnIcon, type IconDrawing } from '@/components/icon-sprite';

export interface IconProps {
  className?: string;
  /** A copy of the icon's symbol, which IconSymbols draws elsewhere on the page. */
  shared?: boolean;
}

/** The frame of every outlined 24 × 24 icon: round-capped lines in the text colour. */
export function outlineFrame(strokeWidth = 1.8): IconDrawing['frame'] {
  return {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
}

/** An icon component for one drawing, in place or (`shared`) as a copy of its symbol. */
function iconOf(drawing: IconDrawing, defaultClassName: string) {
  function Icon({ className = defaultClassName, shared }: IconProps) {
    return <DrawnIcon drawing={drawing} shared={shared} className={className} />;
  }
  return Object.assign(Icon, { drawing });
}

/** A filled 20 × 20 icon from one path. */
function solidIcon(name: string, d: string, defaultClassName = 'h-5 w-5', fillRule?: 'evenodd') {
  return iconOf(
    {
      id: `ui-icon-${name}`,
      frame: { viewBox: '0 0 20 20', fill: 'currentColor' },
      shapes: <path d={d} fillRule={fillRule} clipRule={fillRule} />,
    },
    defaultClassName,
  );
}

/** An outlined 24 × 24 icon from one path. */
function strokeIcon(name: string, d: string, defaultClassName = 'h-6 w-6', strokeWidth = 1.8) {
  return iconOf(
    { id: `ui-icon-${name}`, frame: outlineFrame(strokeWidth), shapes: <path d={d} /> },
    defaultClassName,
  );
}

export const ArrowRightIcon = solidIcon(
  'arrow-right',
  'M10.3 3.3a1 1 0 0 1 1.4 0l6 6a1 1 0 0 1 0 1.4l-6 6a1 1 0 1 1-1.4-1.4L14.6 11H3a1 1 0 1 1 0-2h11.6l-4.3-4.3a1 1 0 0 1 0-1.4z',
  'h-4 w-4',
);
export const ArrowLeftIcon = solidIcon(
  'arrow-left',
  'M9.7 16.7a1 1 0 0 1-1.4 0l-6-6a1 1 0 0 1 0-1.4l6-6a1 1 0 0 1 1.4 1.4L5.4 9H17a1 1 0 1 1 0 2H5.4l4.3 4.3a1 1 0 0 1 0 1.4z',
  'h-4 w-4',
);
export const ChevronLeftIcon = solidIcon(
  'chevron-left',
  'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z',
);
export const ChevronRightIcon = solidIcon(
  'chevron-right',
  'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4z',
);
export const ChevronDownIcon = solidIcon(
  'chevron-down',
  'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z',
  'h-4 w-4',
);
/** A tick, for lists of features and benefits. */
export const CheckIcon = solidIcon(
  'check',
  'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0z',
);
/** A tick in a filled circle. */
export const CheckCircleIcon = solidIcon(
  'check-circle',
  'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4z',
);
export const PhoneIcon = solidIcon(
  'phone',
  'M2 3a1 1 0 0 1 1-1h2.15a1 1 0 0 1 .99.84l.74 4.43a1 1 0 0 1-.54 1.06l-1.55.77a11.04 11.04 0 0 0 6.11 6.11l.77-1.55a1 1 0 0 1 1.06-.54l4.43.74a1 1 0 0 1 .84.99V17a1 1 0 0 1-1 1h-2C7.82 18 2 12.18 2 5V3z',
);
export const LocationIcon = solidIcon(
  'location',
  'M10 18s-6-5.33-6-10a6 6 0 1 1 12 0c0 4.67-6 10-6 10zm0-7.5A2.5 2.5 0 1 0 10 5.5a2.5 2.5 0 0 0 0 5z',
  'h-5 w-5',
  'evenodd',
);
/** A chat bubble: a message to the school (its WhatsApp link). */
export const CalendarIcon = solidIcon(
  'calendar',
  'M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1zM4 9v7h12V9H4z',
);
export const ChatIcon = solidIcon(
  'chat',
  'M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5z',
);
/** A link that leaves the site (opens in a new tab). */
export const ExternalLinkIcon = solidIcon(
  'external-link',
  'M11 3h6v6h-2V6.41l-6.29 6.3-1.42-1.42L13.59 5H11V3zM5 5h4v2H5v8h8v-4h2v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  'h-4 w-4',
);
export const ZoomInIcon = solidIcon(
  'zoom-in',
  'M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.4 3.5a1 1 0 0 1-1.4 1.4l-3.5-3.4A5.5 5.5 0 1 1 8.5 3zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm0 1a1 1 0 0 1 1 1v.5h.5a1 1 0 1 1 0 2h-.5v.5a1 1 0 1 1-2 0v-.5H7a1 1 0 0 1 0-2h.5V7a1 1 0 0 1 1-1z',
);
export const PlayIcon = solidIcon(
  'play',
  'M6.3 3.8A1 1 0 0 0 5 4.7v10.6a1 1 0 0 0 1.5.9l8.3-5.3a1 1 0 0 0 0-1.7L6.3 3.8z',
);
export const PauseIcon = solidIcon(
  'pause',
  'M6 4a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1H6zm6 0a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-2z',
);
/** A document with lines of text. */
export const DocumentIcon = strokeIcon(
  'document',
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z M14 3v5h5 M9 13h6 M9 17h6',
);
export const InfoIcon = strokeIcon(
  'info',
  'M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  'h-5 w-5',
  2,
);
export const CloseIcon = strokeIcon('close', 'M6 6l12 12M18 6 6 18', 'h-6 w-6', 2);
export const SearchIcon = strokeIcon(
  'search',
  'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM21 21l-5.2-5.2',
  'h-5 w-5',
  2,
);

/** The three-line menu button's icon, or the × while the menu is open (CSS, before React). */
export function MenuToggleIcon({ className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('h-6 w-6', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
      <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
