/** Hindi words of the gallery (../gallery.ts): the public page's, and the admin's for a whole catalogue. */
import type { Translation } from "../../translation.ts";
import type * as english from "../gallery.ts";

export const galleryMessages = {
  empty: "गैलरी में अभी कोई फ़ोटो नहीं है। एडमिन पैनल से कुछ फ़ोटो अपलोड करें।",
  searchMiss: "“{query}” से मिलती कोई फ़ोटो नहीं मिली",
  categoryMiss: "चुनी गई श्रेणी में कोई फ़ोटो नहीं मिली",
  imageUnavailable: "फ़ोटो उपलब्ध नहीं है",
  showing: "{total} में से {shown} फ़ोटो दिखाई जा रही हैं",
  uploadFailed: "गैलरी में फ़ोटो अपलोड नहीं हो सकी",
  deleted: "गैलरी से फ़ोटो सफलतापूर्वक हटा दी गई!",
  deleteFailed: "गैलरी से फ़ोटो नहीं हटाई जा सकी।",
  titleRequired: "कृपया फ़ोटो के लिए एक शीर्षक डालें",
  imagesRequired: "कृपया अपलोड करने के लिए कम से कम एक फ़ोटो चुनें",
  invalidCategory: "गैलरी की श्रेणियों में से एक चुनें",
  invalidDate: "तारीख़ सही नहीं है",
  notFound: "गैलरी की फ़ोटो",
} satisfies Translation<typeof english.galleryMessages>;
