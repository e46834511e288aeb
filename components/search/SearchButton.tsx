'use client';

import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { SearchIcon } from '@/components/icons';
import { startAnswering, stopAnswering } from '@/lib/early-request';
import { loadOnce } from '@/lib/load-once';
import { isSearchShortcut, SEARCH_REQUEST } from '@/lib/search/search-shortcut';
import type { SearchDialogProps, SearchLabels } from './SearchDialog';

// The dialog's code is a chunk of its own and the index loads on the first search: a page
// carries only this button. A failed download is forgotten, so the next try loads it again.
const loadDialog = loadOnce<ComponentType<SearchDialogProps>>(() =>
  import('./SearchDialog').then((module) => module.SearchDialog),
);

export interface SearchButtonProps {
  /** The button's and the dialog's words, in the page's language. */
  labels: SearchLabels;
}

/**
 * The header's search button; '/' and Ctrl+K (⌘K) open the search too. It needs JavaScript,
 * so it is not shown without it. It finds pages in the page's own language: the index has one
 * part per language (the pages' `lang`), and Pagefind reads the one of the page it runs on.
 */
export function SearchButton({ labels }: SearchButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** A shortcut pressed after the dialog closed but before its `close` event was handled. */
  const reopen = useRef(false);

  const openSearch = () => {
    setOpen(true);
    if (!Dialog) {
      loadDialog().then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          setOpen(false);
          console.error('The search could not be loaded:', error);
        },
      );
    }
  };

  // The shortcut's handler reads the state as last rendered, whenever the key comes: a key
  // pressed just after the dialog closed (before the effects of that render ran) opens it again.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    if (!open) openSearch();
    // Escape closes the dialog at once, but `open` turns false only when its close event has
    // been handled: a shortcut in between opens it again then.
    else if (!buttonRef.current?.ownerDocument.querySelector('dialog[open]')) reopen.current = true;
  });
  const reopenIfAsked = useEffectEvent(() => {
    if (!reopen.current) return;
    reopen.current = false;
    openSearch();
  });
  useEffect(() => {
    if (!open) reopenIfAsked();
  }, [open]);
  const answerEarlyShortcut = useEffectEvent(() => {
    if (!open) openSearch();
  });

  useEffect(() => {
    // Every shortcut is answered here from now on (default prevented). One pressed before, kept
    // on <html> by the page's inline script (components/layout/before-react.ts), is answered
    // now, as a key press now would be; the script leaves later ones to this listener.
    const page = buttonRef.current!.ownerDocument.documentElement;
    const onKeyDown = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', onKeyDown);
    if (startAnswering(page, SEARCH_REQUEST)) answerEarlyShortcut();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stopAnswering(page, SEARCH_REQUEST);
    };
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={labels.dialogLabel}
        aria-keyshortcuts="/ Control+K Meta+K"
        title={labels.shortcutHint}
        onClick={openSearch}
        onPointerEnter={() => void loadDialog().catch(() => {})}
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink ring-1 ring-brand-100 hover:bg-brand-50 noscript:hidden"
      >
        <SearchIcon className="h-5 w-5" />
        <span className="hidden sm:inline">{labels.button}</span>
      </button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} labels={labels} />}
    </>
  );
}
