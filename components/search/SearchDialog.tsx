'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '@/components/icons';
import { Dialog, DialogCloseButton } from '@/components/ui/Dialog';
import type { searchLabels } from '@/content/search';
import { nextResultIndex, searchSite, type SearchResult } from '@/lib/search/site-search';
import { fillTemplate } from '@/lib/template';

export type SearchLabels = typeof searchLabels;

export interface SearchDialogProps {
  open: boolean;
  /** The dialog's words, in the page's language. */
  labels: SearchLabels;
  onClose: () => void;
  /** Finds the results; the real index by default (tests pass their own). */
  search?: (query: string) => Promise<SearchResult[]>;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'error' };

/** What the live region says: how many results, or that there are none. */
function countMessage(state: SearchState, labels: SearchLabels): string {
  if (state.status === 'error') return labels.error;
  if (state.status !== 'done') return '';
  const { query, results } = state;
  if (results.length === 0) return fillTemplate(labels.noResults, { query });
  if (results.length === 1) return fillTemplate(labels.oneResult, { query });
  return fillTemplate(labels.results, { count: results.length, query });
}

/**
 * The site search (components/ui/Dialog): a labelled field, and the results as a list of links
 * with title, type and an excerpt with the matches marked. Arrow keys move between the field
 * and the results, Enter opens one, Escape closes. Full screen on a phone.
 */
export function SearchDialog({ open, onClose, labels, search = searchSite }: SearchDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  // Only the answer to the latest query is shown, however the searches finish.
  const latest = useRef(0);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const runSearch = (value: string) => {
    setQuery(value);
    const words = value.trim();
    const ticket = ++latest.current;
    if (words === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching', query: words });
    search(words).then(
      (results) => {
        if (ticket === latest.current) setState({ status: 'done', query: words, results });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        console.error('Search failed:', error);
        setState({ status: 'error' });
      },
    );
  };

  const results = state.status === 'done' ? state.results : [];
  const links = () => [...(resultsRef.current?.querySelectorAll('a') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = nextResultIndex(current, event.key, all.length);
    if (next === null) return;
    event.preventDefault();
    (next === -1 ? inputRef.current : all[next])?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="search-dialog"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-ink backdrop:bg-brand-900/70 sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-2xl sm:shadow-2xl"
    >
      <div className="flex h-full max-h-[inherit] flex-col" onKeyDown={onKeyDown}>
        <div className="flex items-center gap-2 border-b border-brand-100 px-4 py-3">
          <h2 id={titleId} className="sr-only">
            {labels.dialogLabel}
          </h2>
          <label htmlFor={inputId} className="sr-only">
            {labels.inputLabel}
          </label>
          <SearchIcon className="h-5 w-5 shrink-0 text-brand-700" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => runSearch(event.target.value)}
            placeholder={labels.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="min-w-0 flex-1 rounded-md px-2 py-2 text-base outline-none placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-brand-600"
          />
          <DialogCloseButton
            aria-label={labels.close}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
          >
            <CloseIcon className="h-5 w-5" />
          </DialogCloseButton>
        </div>
        <div className="overflow-y-auto overscroll-contain px-4 py-4">
          <p role="status" className="text-sm text-slate-700">
            {countMessage(state, labels)}
          </p>
          {state.status === 'idle' && <p className="text-sm text-slate-700">{labels.empty}</p>}
          {state.status === 'searching' && (
            <p className="text-sm text-slate-700">{labels.loading}</p>
          )}
          {results.length > 0 && (
            <ul ref={resultsRef} aria-label={labels.resultsLabel} className="mt-3 space-y-2">
              {results.map((result) => (
                <li
                  key={result.url}
                  className="relative rounded-xl p-3 ring-1 ring-brand-100 focus-within:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <a
                      href={result.url}
                      className="font-semibold text-brand-900 outline-none after:absolute after:inset-0 after:rounded-xl"
                    >
                      {result.title}
                    </a>
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {result.type}
                    </span>
                  </div>
                  <p
                    className="mt-1 text-sm text-slate-700 [&_mark]:rounded-sm [&_mark]:bg-accent-300 [&_mark]:px-0.5 [&_mark]:text-ink"
                    // Pagefind's excerpt: the page's own text, escaped, with <mark> around matches.
                    dangerouslySetInnerHTML={{ __html: result.excerpt }}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}
