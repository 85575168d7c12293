/**
 * The Overview's "Active Forms": what visitors can open on /forms, that is the
 * form links not turned off and the custom forms published (not turned off).
 */
interface Switchable {
  disabled: boolean;
}

export interface ActiveForms {
  links: number;
  /** Null when the custom forms could not be loaded: the count is then the links alone. */
  customForms: number | null;
  total: number;
}

export function countActiveForms(links: readonly Switchable[], customForms: readonly Switchable[] | null): ActiveForms {
  const activeLinks = links.filter((form) => !form.disabled).length;
  const activeCustom = customForms === null ? null : customForms.filter((form) => !form.disabled).length;
  return { links: activeLinks, customForms: activeCustom, total: activeLinks + (activeCustom ?? 0) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 links · 2 custom forms" under the count. */
export function activeFormsDetail({ links, customForms }: ActiveForms): string {
  const linkText = plural(links, "link", "links");
  return customForms === null ? linkText : `${linkText} · ${plural(customForms, "custom form", "custom forms")}`;
}
