/** Until its issue lands, no blogPost exists: every id answers the site's 404 page. */
import { data } from "react-router";
import { metaFor } from "~/lib/meta";

export const meta = metaFor("blogPost");

export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
