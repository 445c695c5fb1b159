import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
  children: ReactNode;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs with roving focus: only the selected tab is in the tab order, arrows (and Home,
 * End) move between tabs and select them. The list scrolls sideways on narrow screens.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, idPrefix, children }: TabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  // A tab opened from the URL may sit past a phone's edge (or under its fade): centre it in the list.
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = tabs[target]!.id;
    onSelect(next);
    const el = refs.current.get(next);
    el?.focus();
  };

  return (
    <>
      {/* On a phone the list scrolls sideways; the fading right edge shows that more tabs follow. */}
      <div className="-mx-4 overflow-x-auto px-4 max-sm:[mask-image:linear-gradient(to_right,#000_82%,transparent)] sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="flex w-max min-w-full gap-1 border-b border-slate-200 max-sm:pr-12"
        >
          {tabs.map((t) => {
            const active = t.id === selected;
            return (
              <button
                key={t.id}
                ref={(el) => {
                  if (el) refs.current.set(t.id, el);
                  else refs.current.delete(t.id);
                }}
                type="button"
                role="tab"
                id={tabId(idPrefix, t.id)}
                aria-selected={active}
                aria-controls={active ? panelId(idPrefix, t.id) : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(t.id)}
                className={cn(
                  '-mb-px shrink-0 whitespace-nowrap rounded-t-lg border-b-3 px-4 py-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-indigo-500',
                  active
                    ? 'border-indigo-600 text-indigo-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {t.label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(idPrefix, selected)}
        aria-labelledby={tabId(idPrefix, selected)}
        tabIndex={0}
        className="mt-6 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
      >
        {children}
      </div>
    </>
  );
}
