// Icons a page repeats are drawn once: each drawing is a <symbol> (IconSymbols, in an <svg> that
// is never shown itself) and every copy an <svg> that shows it with <use> (DrawnIcon), so its
// shapes are in the HTML and the RSC payload once, not at every copy. The component that repeats
// an icon draws its symbols too: then they are in the same page as their copies, also when the
// page arrives by client-side navigation, and they must sit outside anything JavaScript adds or
// removes (a filtered list), so every copy finds its symbol with or without JavaScript.
// `npm run check:export` fails on a copy whose symbol is not on its page (a #fragment without its
// id) and on a symbol drawn twice on one page (a duplicate id).
import type { ReactNode, SVGAttributes } from 'react';

/** One icon: its id as a symbol, its frame (viewBox and paint) and the shapes it draws. */
export interface IconDrawing {
  id: string;
  frame: SVGAttributes<SVGElement>;
  shapes: ReactNode;
}

export interface DrawnIconProps {
  drawing: IconDrawing;
  /** A copy of the drawing's symbol, which IconSymbols draws elsewhere on the same page. */
  shared?: boolean;
  className?: string;
  focusable?: 'false';
}

/**
 * The drawing, in place or as a copy of its symbol. Decorative: hidden from screen readers, the
 * text beside it says what it means.
 */
export function DrawnIcon({ drawing, shared = false, ...svg }: DrawnIconProps) {
  return (
    <svg aria-hidden="true" {...(shared ? {} : drawing.frame)} {...svg}>
      {shared ? <use href={`#${drawing.id}`} /> : drawing.shapes}
    </svg>
  );
}

/** Each drawing once (one per id), as a symbol for the copies on the page. */
export function IconSymbols({ drawings }: { drawings: readonly IconDrawing[] }) {
  const unique = [...new Map(drawings.map((drawing) => [drawing.id, drawing])).values()];
  return (
    <svg className="hidden">
      {unique.map(({ id, frame, shapes }) => (
        <symbol key={id} id={id} {...frame}>
          {shapes}
        </symbol>
      ))}
    </svg>
  );
}
