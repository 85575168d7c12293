/** "Edit" and "Preview" side by side over a Markdown text (a post's, a newsletter's): which one shows. */
import clsx from "clsx";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

export type EditorMode = "edit" | "preview";

export function EditPreviewSwitch({
  legend,
  mode,
  onChange,
  labels,
}: {
  /** What the pair switches, for screen readers. */
  legend: ReactNode;
  mode: EditorMode;
  onChange: (mode: EditorMode) => void;
  labels: Record<EditorMode, string>;
}) {
  return (
    <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">{legend}</legend>
      {(["edit", "preview"] as const).map((name) => {
        const iconName = name === "edit" ? "pencil" : "eye";
        return (
          <button
            key={name}
            type="button"
            aria-pressed={mode === name}
            onClick={() => onChange(name)}
            className={clsx(
              "inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold",
              mode === name ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            <Icon name={iconName} className="size-4" />
            {labels[name]}
          </button>
        );
      })}
    </fieldset>
  );
}
