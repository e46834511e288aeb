'use client';
import { useId, useState, type ChangeEvent } from 'react';
import { fillTemplate } from '@/lib/template';
import { stopMatches } from '@/lib/transport/stop-search';

export interface StopFinderText {
  searchLabel: string;
  searchHint: string;
  allStops: string;
  matches: string;
  oneMatch: string;
  noMatch: string;
}

export interface StopFinderProps {
  /** The id of the server-rendered list: areas marked data-stop-area, stops data-stop-search. */
  listId: string;
  /** Every stop in the list. */
  total: number;
  text: StopFinderText;
}

/** Shows the list's stops that match `query`, and each area only while it has one; the count. */
function filterList(list: HTMLElement | null, query: string): number {
  let shown = 0;
  for (const area of list?.querySelectorAll<HTMLElement>('[data-stop-area]') ?? []) {
    let inArea = 0;
    for (const stop of area.querySelectorAll<HTMLElement>('[data-stop-search]')) {
      const match = stopMatches(stop.dataset.stopSearch ?? '', query);
      stop.hidden = !match;
      if (match) inArea += 1;
    }
    area.hidden = inArea === 0;
    shown += inArea;
  }
  return shown;
}

/**
 * The find-a-stop field: typing keeps the stops of the list below whose name or area holds the
 * words typed, and says how many. It needs JavaScript, so it is hidden without it, where the
 * list shows every stop by area.
 */
export function StopFinder({ listId, total, text }: StopFinderProps) {
  const id = useId();
  const [result, setResult] = useState({ query: '', shown: total });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const query = event.target.value;
    setResult({ query, shown: filterList(document.getElementById(listId), query) });
  };
  const query = result.query.trim();
  const status = !query
    ? fillTemplate(text.allStops, { count: total })
    : result.shown === 0
      ? fillTemplate(text.noMatch, { query })
      : fillTemplate(result.shown === 1 ? text.oneMatch : text.matches, {
          count: result.shown,
          query,
        });
  return (
    <div className="mt-8 noscript:hidden" data-print="hide">
      <label htmlFor={`${id}-input`} className="block text-lg font-semibold text-brand-900">
        {text.searchLabel}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-slate-700">
        {text.searchHint}
      </p>
      <input
        id={`${id}-input`}
        type="search"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={result.query}
        onChange={onChange}
        className="mt-3 block min-h-11 w-full max-w-xl rounded-lg border border-slate-400 bg-white px-4 py-2 text-base text-ink focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
      />
      <p role="status" aria-live="polite" className="mt-3 text-slate-700">
        {status}
      </p>
    </div>
  );
}
