/**
 * A list of the content model (job openings, an opening's requirements, a page's
 * sections): one collapsible card per item, titled by the item's title field (and
 * its kind, in a list of several kinds: "Programme cards — Four ways we keep
 * children learning"), with Move up, Move down and Remove (after one question)
 * beside it, so the order is changed with the keyboard alone; and Add, which
 * appends an item started as the model says (model-fields.ts's newItem), of the
 * kind chosen beside it in a list of several kinds. A card starts closed; one just
 * added, one still to be named and one with an error in it open by themselves.
 */
import clsx from "clsx";
import { type ReactNode, useState } from "react";
import { controlClass, FieldError } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { contentFormText as text } from "~/content/admin/content";
import { useSiteTime } from "~/lib/site-time";
import {
  itemFields,
  itemKind,
  itemTitle,
  itemTitleField,
  joinPath,
  type ListField,
  listUnion,
  newItem,
} from "./model-fields";

type Item = Record<string, unknown> & { id?: unknown };

// On a phone the item's buttons show their icons only (their names say what they do), so they fit beside its title.
const itemButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 sm:px-3";
const buttonWords = "sr-only sm:not-sr-only";

/** The errors at `path` or under it. */
const errorsUnder = (errors: Record<string, string>, path: string) =>
  Object.keys(errors).filter((key) => key === path || key.startsWith(`${path}.`));

function ItemCard({
  name,
  kind,
  startOpen,
  path,
  errors,
  error,
  first,
  last,
  onMove,
  onRemove,
  children,
}: {
  /** What the item is called: its kind and title, its title, or "New opening". */
  name: string;
  /** Its kind's label, shown apart at the start of its name (a page's section). */
  kind?: string;
  startOpen: boolean;
  path: string;
  errors: Record<string, string>;
  /** An error of the item itself (its id), not of a field shown in it. */
  error?: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(() => startOpen || errorsUnder(errors, path).length > 0);
  // When a check finds an error inside, the card opens, before the form looks for the field to focus.
  const inside = errorsUnder(errors, path).join(" ");
  const [seen, setSeen] = useState(inside);
  if (inside !== seen) {
    setSeen(inside);
    if (inside) setOpen(true);
  }
  const rest = kind && name.startsWith(kind) ? name.slice(kind.length) : undefined;
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white" data-item={path}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        {/* Room on the right for the buttons, which are beside the title rather than in it (a summary holds no buttons). */}
        <summary
          className={clsx(
            "flex min-h-14 cursor-pointer list-none items-center gap-2 rounded-xl py-2 pr-40 pl-3 text-sm font-bold break-words text-slate-900 hover:bg-slate-50 sm:pr-88 sm:pl-4 [&::-webkit-details-marker]:hidden",
            inside && "text-red-800",
          )}
        >
          <Icon
            name="chevron-right"
            className="size-4 shrink-0 text-slate-500 transition-transform [details[open]>summary>&]:rotate-90"
          />
          {kind && rest !== undefined ? (
            // The kind on a line of its own on a phone, beside the title from sm up.
            <span className="min-w-0">
              <span className="block text-xs font-semibold text-slate-600 sm:inline sm:text-sm">{kind}</span>
              {rest && <span className="sr-only sm:not-sr-only"> — </span>}
              {rest.replace(/^ — /, "")}
            </span>
          ) : (
            <span className="min-w-0">{name}</span>
          )}
        </summary>
        <div className="grid gap-4 border-t border-slate-200 px-2 py-3 sm:p-4 md:grid-cols-2">{children}</div>
      </details>
      <FieldError id={`${path}-error`} error={error} />
      <ItemButtons
        name={name}
        first={first}
        last={last}
        onMove={onMove}
        onRemove={onRemove}
        className="absolute top-1.5 right-1.5"
      />
    </li>
  );
}

/** Move up, Move down and Remove of an item (or of a text list's line), named after it for screen readers. */
export function ItemButtons({
  name,
  first,
  last,
  onMove,
  onRemove,
  className,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  className?: string;
}) {
  return (
    <div className={clsx("flex shrink-0 gap-1.5", className)}>
      <button
        type="button"
        className={itemButton}
        disabled={first}
        aria-label={text.moveUpLabel(name)}
        onClick={() => onMove(-1)}
      >
        <Icon name="arrow-up" className="size-4" />
        <span className={buttonWords}>{text.moveUp}</span>
      </button>
      <button
        type="button"
        className={itemButton}
        disabled={last}
        aria-label={text.moveDownLabel(name)}
        onClick={() => onMove(1)}
      >
        <Icon name="arrow-down" className="size-4" />
        <span className={buttonWords}>{text.moveDown}</span>
      </button>
      <button
        type="button"
        className={clsx(itemButton, "text-red-700 hover:bg-red-50")}
        aria-label={text.removeLabel(name)}
        onClick={onRemove}
      >
        <Icon name="trash" className="size-4" />
        <span className={buttonWords}>{text.remove}</span>
      </button>
    </div>
  );
}

export function ListEditor({
  field,
  path,
  items,
  errors,
  onChange,
  children,
}: {
  field: ListField;
  /** The list's path in the document ("openings", "openings.2.requirements"). */
  path: string;
  items: Item[];
  errors: Record<string, string>;
  onChange: (next: Item[]) => void;
  /** An item's fields, drawn at its path. */
  children: (itemPath: string) => ReactNode;
}) {
  const confirm = useConfirm();
  const { day } = useSiteTime();
  const full = field.max !== undefined && items.length >= field.max;
  const union = listUnion(field);
  const [kindToAdd, setKindToAdd] = useState(union?.options[0]?.value ?? "");
  // The items added here since the form opened start open, to be filled in.
  const [added, setAdded] = useState<readonly unknown[]>([]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved as Item);
    onChange(next);
  };
  const remove = async (index: number, title: string) => {
    const yes = await confirm({
      title: text.removeTitle(field.item.label),
      message: text.removeConfirm(title),
      confirmLabel: text.remove,
      tone: "danger",
    });
    if (yes) onChange(items.filter((_, at) => at !== index));
  };
  const add = () => {
    const item = newItem(
      field,
      day(new Date()),
      items.map((each) => each.id),
      union ? kindToAdd : undefined,
    );
    setAdded((ids) => [...ids, item.id]);
    onChange([...items, item]);
  };

  return (
    <ListFieldset
      path={path}
      label={field.meta.label}
      help={field.meta.help}
      count={items.length}
      max={field.max}
      error={errors[path]}
      adding={
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {union && (
            // Which kind Add adds: not a field of the document, so neither required nor optional.
            <label className="block min-w-0 flex-1 text-sm font-semibold text-slate-800 sm:max-w-xs">
              {text.newKindLabel(field.item.label)}
              <select
                className={clsx(controlClass(false), "mt-1.5 font-normal")}
                value={kindToAdd}
                disabled={full}
                onChange={(event) => setKindToAdd(event.target.value)}
              >
                {union.options.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <AddButton onClick={add} disabled={full} label={text.add(field.item.label)} />
        </div>
      }
    >
      {items.map((item, index) => {
        const itemPath = joinPath(path, String(index));
        const title = itemTitle(field, item);
        const kind = itemKind(field, item);
        const name = [kind, title].filter(Boolean).join(" — ") || text.newItem(field.item.label);
        const hidden = itemFields(field, item).filter((inner) => inner.kind === "hidden");
        const error = [itemPath, ...hidden.map((inner) => joinPath(itemPath, inner.path))]
          .map((key) => errors[key])
          .find(Boolean);
        // Still to be named: a title field left empty (a section without one, the heading band, is not).
        const unnamed = itemTitleField(field, item) !== undefined && title === "";
        return (
          <ItemCard
            key={String(item.id ?? index)}
            name={name}
            kind={kind}
            startOpen={unnamed || added.includes(item.id)}
            path={itemPath}
            errors={errors}
            error={error}
            first={index === 0}
            last={index === items.length - 1}
            onMove={(by) => move(index, by)}
            onRemove={() => void remove(index, name)}
          >
            {children(itemPath)}
          </ItemCard>
        );
      })}
    </ListFieldset>
  );
}

/**
 * The frame of a list in the form (a list of items, a text list): its name with how
 * many it holds, its help, "None yet" or the list, the list's own error, and what
 * adds to it.
 */
export function ListFieldset({
  path,
  label,
  help,
  count,
  max,
  error,
  adding,
  children,
}: {
  path: string;
  label: string;
  help?: string;
  count: number;
  max?: number;
  error?: string;
  adding: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50/60 px-2 py-3 sm:p-5 md:col-span-2"
      data-field={path}
    >
      <legend className="px-1 text-base font-bold text-slate-900">
        {label} <span className="text-sm font-normal text-slate-500">({text.count(count, max)})</span>
      </legend>
      {help && <p className="text-sm text-slate-500">{help}</p>}
      {count === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{text.none(label)}</p>
      ) : (
        <ol className="mt-3 space-y-3">{children}</ol>
      )}
      <FieldError id={`${path}-error`} error={error} />
      {adding}
    </fieldset>
  );
}

/** "Add …" under a list (greyed when the list is full, as its count says). */
export function AddButton({ onClick, disabled, label }: { onClick: () => void; disabled: boolean; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Icon name="plus" className="size-4" />
      {label}
    </button>
  );
}
