'use client';

import { useEffect } from 'react';
import { COPY_GUARDED_SELECTOR, isBlockedShortcut } from '@/components/disclosure/copy-guard';

function isGuarded(target: EventTarget | null): boolean {
  const element =
    target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest(COPY_GUARDED_SELECTOR) != null;
}

/**
 * Copy discouragement, on the disclosure pages only (mounted by their layout, so it leaves
 * with them): no context menu, dragging or selecting on frames, objects and the viewer, and no
 * save/print/view-source/developer-tools shortcuts. It discourages copying; it cannot stop it.
 */
export function CopyGuard() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    const onGuardedEvent = (event: Event) => {
      if (isGuarded(event.target)) event.preventDefault();
    };
    const guardedEvents = ['contextmenu', 'dragstart', 'selectstart'] as const;
    // Capture phase: runs before anything on the page can stop the event.
    document.addEventListener('keydown', onKeyDown, true);
    for (const type of guardedEvents) document.addEventListener(type, onGuardedEvent, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      for (const type of guardedEvents) document.removeEventListener(type, onGuardedEvent, true);
    };
  }, []);
  return null;
}
