/**
 * The public site's links: React Router's `Link` and `NavLink`, with internal page
 * paths put into the page's language, so a Hindi page links to Hindi pages
 * without any component or content module knowing about languages. Paths are
 * written in English everywhere (`href("contactUs")`).
 */
import { type LinkProps, type NavLinkProps, Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { useLocalizedPath } from "~/i18n/words";

export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedPath();
  return <RouterLink to={typeof to === "string" ? localize(to) : to} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const localize = useLocalizedPath();
  return <RouterNavLink to={typeof to === "string" ? localize(to) : to} {...props} />;
}
