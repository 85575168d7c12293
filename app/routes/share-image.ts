/** /og-image.png: the site's link-preview picture (1200x630), drawn by the server from the brand's SVG. */
import { SHARE_IMAGE_CACHE_CONTROL, shareImageResponse } from "~/lib/share-image";
import type { Route } from "./+types/share-image";

export async function loader({ context }: Route.LoaderArgs) {
  return shareImageResponse(await context.services.shareImages.default(), "image/png", SHARE_IMAGE_CACHE_CONTROL);
}
