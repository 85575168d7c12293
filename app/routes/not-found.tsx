/** Any path no route claims: a real 404 status with the site's 404 page. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
