/**
 * A text list of the content model (a programme card's ticked lines, a step's
 * activities): each line its English and Hindi side by side, with Move up, Move
 * down and Remove beside its name, and "Add line" under them. Lines have no id:
 * the published line a Hindi is out of date against is the one at the same place.
 */
import { useEffect, useRef, useState } from "react";
import type { LocalizedText } from "#common/content-model/localized";
import { useConfirm } from "~/components/ui/modal";
import { contentFormText as text } from "~/content/admin/content";
import { AddButton, ItemButtons, ListFieldset } from "./list-editor";
import { LocalizedInput } from "./localized-input";
import { counterpartAt, emptyText, joinPath, lineLimits, type TextListField, valueAt } from "./model-fields";

/**
 * A key per line that follows the line when it moves, so the button pressed keeps
 * the focus on its own line (React keys by place would move it to the neighbour).
 * Made again when the lines change from outside (a kept draft restored).
 */
function useLineKeys(count: number) {
  const next = useRef(0);
  const make = () => {
    next.current += 1;
    return next.current;
  };
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length: count }, make));
  const current = keys.length === count ? keys : Array.from({ length: count }, make);
  if (current !== keys) setKeys(current);
  return { keys: current, setKeys, make };
}

export function TextListEditor({
  field,
  path,
  value,
  published,
  errors,
  onChange,
}: {
  field: TextListField;
  /** The list's path in the document ("blocks.2.programmes.0.points"). */
  path: string;
  /** The whole document, and what is published (a line's Hindi is compared with the published line at its place). */
  value: unknown;
  published: unknown;
  errors: Record<string, string>;
  onChange: (path: string, next: unknown) => void;
}) {
  const confirm = useConfirm();
  const found = valueAt(value, path);
  const lines = (Array.isArray(found) ? found : []) as LocalizedText[];
  const { keys, setKeys, make } = useLineKeys(lines.length);
  const full = field.max !== undefined && lines.length >= field.max;
  // The line just added gets the focus, to be typed in.
  const [focusLine, setFocusLine] = useState<number | null>(null);
  useEffect(() => {
    if (focusLine === null) return;
    // Its first input is the English.
    document
      .querySelector<HTMLElement>(`[data-field="${joinPath(path, String(focusLine))}"] :is(input, textarea)`)
      ?.focus();
    setFocusLine(null);
  }, [focusLine, path]);

  const set = (next: LocalizedText[], nextKeys: number[]) => {
    setKeys(nextKeys);
    onChange(path, next);
  };
  const move = (index: number, by: -1 | 1) => {
    const reorder = <T,>(list: T[]) => {
      const copy = [...list];
      const [moved] = copy.splice(index, 1);
      copy.splice(index + by, 0, moved as T);
      return copy;
    };
    set(reorder(lines), reorder(keys));
  };
  const remove = async (index: number, name: string) => {
    const line = lines[index];
    const written = `${line?.en ?? ""}${line?.hi ?? ""}`.trim() !== "";
    if (written) {
      const yes = await confirm({
        title: text.removeLineTitle,
        message: text.removeConfirm(name),
        confirmLabel: text.remove,
        tone: "danger",
      });
      if (!yes) return;
    }
    set(
      lines.filter((_, at) => at !== index),
      keys.filter((_, at) => at !== index),
    );
  };
  const add = () => {
    set([...lines, emptyText()], [...keys, make()]);
    setFocusLine(lines.length);
  };

  return (
    <ListFieldset
      path={path}
      label={field.meta.label}
      help={field.meta.help}
      count={lines.length}
      max={field.max}
      error={errors[path]}
      adding={
        <div className="mt-3">
          <AddButton onClick={add} disabled={full} label={text.addLine} />
        </div>
      }
    >
      {lines.map((line, index) => {
        const linePath = joinPath(path, String(index));
        const label = text.line(index + 1);
        const name = line.en.trim() || label;
        return (
          <li key={keys[index]}>
            <LocalizedInput
              path={linePath}
              label={label}
              multiline={field.line.meta.input === "multiline"}
              {...lineLimits(field)}
              value={line}
              published={counterpartAt(published, value, linePath) as LocalizedText | undefined}
              errors={errors}
              onChange={onChange}
              actions={
                <ItemButtons
                  name={name}
                  first={index === 0}
                  last={index === lines.length - 1}
                  onMove={(by) => move(index, by)}
                  onRemove={() => void remove(index, name)}
                />
              }
            />
          </li>
        );
      })}
    </ListFieldset>
  );
}
