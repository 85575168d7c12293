/**
 * Where the site serves a stored image (server/api/images.ts): `/api/images/<key>`,
 * the one address every photo, cover and content picture is shown at and read back from.
 */
export const IMAGES_PATH = "/api/images/";

/** The address of the stored image `key`. */
export const imageUrl = (key: string): string => `${IMAGES_PATH}${key}`;
