/**
 * The shapes of the header's menu and the footer's link lists (navigation.ts), for
 * the components that draw them: the lists themselves reach the browser with the
 * site layout's data (app/i18n/site-words.ts), not in its JavaScript.
 */
export interface NavLink {
  label: string;
  to: string;
  /** Opens in a new tab (external forms). */
  external?: boolean;
  description?: string;
}

export interface NavGroup {
  label: string;
  items: (NavLink | { label: string; items: NavLink[] })[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry | NavGroup["items"][number]): entry is NavGroup => "items" in entry;

/** The application form's link: the site's own form, or the outside one set in Site details (app/lib/apply-link.ts). */
export const APPLICATION_FORM = "config:applicationForm";
