import clsx from "clsx";
import { type ReactNode, useId, useState } from "react";
import { Icon } from "~/components/ui/icon";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** WAI-ARIA accordion: at most one item open; clicking the open item closes it. */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
  className,
}: {
  items: readonly AccordionItem[];
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const base = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const H = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div
      className={clsx("divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm", className)}
    >
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <H className="text-base font-semibold text-slate-900 sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 sm:px-6 sm:py-5"
              >
                <span>{item.title}</span>
                <Icon
                  name="chevron-down"
                  className={clsx("size-5 shrink-0 text-brand-700 transition-transform", open && "rotate-180")}
                />
              </button>
            </H>
            <div id={panelId} hidden={!open} className="px-5 pb-5 leading-relaxed text-slate-600 sm:px-6">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
