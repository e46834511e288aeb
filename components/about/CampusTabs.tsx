'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/useBrowserValue';
import { cn } from '@/lib/cn';
import { tabIndexForKey } from '@/components/about/tabs';

export interface CampusTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: { id: string; label: string }[];
  /** One server-rendered panel per tab, in the same order. */
  panels: ReactNode[];
}

/**
 * WAI-ARIA tabs with automatic activation: a click or an arrow key selects a tab (arrows wrap,
 * Home/End jump to the ends) and only the selected tab is in the Tab order. The first tab
 * ('city', the site's default campus) starts selected.
 *
 * Without JavaScript the tab buttons are not shown: every panel is, one under the other, each
 * under its own heading.
 */
export function CampusTabs({ label, tabs, panels }: CampusTabsProps) {
  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mx-auto flex w-full max-w-md rounded-full bg-brand-50 p-1.5 ring-1 ring-brand-100 noscript:hidden"
      >
        {tabs.map((tab, i) => {
          const isSelected = i === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
              className={cn(
                'flex-1 rounded-full px-3 py-2.5 text-sm font-semibold transition sm:px-5 sm:text-base',
                isSelected
                  ? 'bg-brand-800 text-white shadow-md'
                  : 'text-brand-800 hover:bg-brand-100',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // Class-hidden (not the hidden attribute) until React runs, so the no-script stylesheet
          // can show every panel.
          hidden={hydrated ? i !== selected : undefined}
          className={cn('mt-10', !hydrated && i !== selected && 'hidden noscript:block')}
        >
          {!hydrated && (
            <h3 className="mb-4 hidden text-2xl font-bold text-brand-900 noscript:block">
              {tab.label}
            </h3>
          )}
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
