/**
 * The upload modal's checks before anything is sent: images only, at most 10 MB
 * each and 20 in all (the server checks the bytes again). Each refusal says why.
 */

import { uploadLimits } from "#common/upload-limits";
import { galleryAdminText } from "~/content/admin/gallery";

export const UPLOAD_MAX_FILES = uploadLimits.maxFiles;
export const UPLOAD_MAX_FILE_BYTES = uploadLimits.maxFileBytes;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

const text = galleryAdminText.modal;
const HEIC = /\.(heic|heif)$/i;
const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;

export interface FileChoice {
  accepted: File[];
  problems: string[];
}

/** Which of `incoming` join the `current` selection, and why the others do not. */
export function chooseImages(current: number, incoming: readonly File[]): FileChoice {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of incoming) {
    if (file.type === "image/heic" || file.type === "image/heif" || HEIC.test(file.name)) {
      problems.push(text.heic(file.name));
    } else if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && !IMAGE_NAME.test(file.name)) {
      problems.push(text.notAnImage(file.name));
    } else if (file.size > UPLOAD_MAX_FILE_BYTES) {
      problems.push(text.tooLarge(file.name));
    } else if (current + accepted.length >= UPLOAD_MAX_FILES) {
      problems.push(text.tooMany(UPLOAD_MAX_FILES));
      break;
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
