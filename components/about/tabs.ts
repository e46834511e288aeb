// Keyboard model of a horizontal WAI-ARIA tab list (About page 'Our Campuses'): the arrow keys
// move to the previous/next tab and wrap around, Home and End jump to the first and last.

/** The tab a key moves to, or null when the key is not one the tab list handles. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
