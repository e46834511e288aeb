// Blocks page scrolling while a modal is open and restores it exactly afterwards.
// Nested locks are counted, so closing an inner modal does not unlock the page under an outer
// one. The scrollbar's width is padded back in, so the page does not shift sideways.

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (locks === 0) {
    const view = doc.defaultView;
    const scrollbarWidth = view ? view.innerWidth - root.clientWidth : 0;
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  }
  locks += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

export function isScrollLocked(): boolean {
  return locks > 0;
}
