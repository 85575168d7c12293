/** "Edit" and "Preview" side by side over a Markdown text (a post's, a newsletter's): which one shows. */
import clsx from "clsx";
import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import type { ReactNode } from "react";

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
        const Icon = name === "edit" ? Pencil : Eye;
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
            <Icon aria-hidden="true" className="size-4" />
            {labels[name]}
          </button>
        );
      })}
    </fieldset>
  );
}
