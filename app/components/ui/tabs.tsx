import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): one active tab, the first by default;
 * ArrowLeft/ArrowRight (wrapping), Home and End move focus and activate; roving tabindex.
 * Every panel is rendered (inactive ones `hidden`), so the page's HTML holds all content.
 */
export function Tabs({
  label,
  tabs,
  defaultTabId,
  onChange,
  className,
}: {
  label: string;
  tabs: readonly TabItem[];
  defaultTabId?: string;
  onChange?: (id: string) => void;
  className?: string;
}) {
  const base = useId();
  const initial = tabs.some((t) => t.id === defaultTabId) ? (defaultTabId as string) : tabs[0]?.id;
  const [active, setActive] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setActive(tab.id);
    onChange?.(tab.id);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    activate(next[event.key] as number);
  };

  return (
    <div className={className}>
      <div className="flex justify-center">
        <div
          role="tablist"
          aria-label={label}
          className="flex w-full flex-wrap justify-center gap-1.5 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-slate-200 sm:w-auto sm:rounded-full"
        >
          {tabs.map((tab, index) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`${base}-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => activate(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={clsx(
                  "min-h-11 flex-1 rounded-full px-4 py-2 text-sm font-bold whitespace-nowrap sm:flex-none sm:px-5",
                  selected ? "bg-brand-700 text-white shadow" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: a panel is focusable so keyboard users reach its text
          tabIndex={0}
          className="mt-10 focus-visible:rounded-lg"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
