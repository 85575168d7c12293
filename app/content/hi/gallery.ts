/** Hindi words of the public gallery and its category labels (../gallery.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../gallery";

/** Keyed by the categories' ids, which stay as they are. */
export const galleryCategoryLabels = {
  education: "शिक्षा",
  "women-empowerment": "महिला सशक्तिकरण",
  environment: "पर्यावरण",
  "skill-development": "कौशल विकास",
  health: "स्वास्थ्य",
  community: "समुदाय",
  volunteers: "स्वयंसेवक",
  events: "आयोजन",
} satisfies Translation<typeof english.galleryCategoryLabels>;

export const galleryText = {
  hero: { eyebrow: "ज़मीनी काम की झलकियाँ" },
  searchLabel: "गैलरी में खोजें",
  searchPlaceholder: "शीर्षक या जगह से खोजें",
  categoriesLabel: "श्रेणी के हिसाब से छाँटें",
  allCategories: "सभी",
  loading: "गैलरी खुल रही है...",
  clearFilters: "फ़िल्टर हटाएँ",
  searchButton: "खोजें",
  pagination: {
    label: "गैलरी के पेज",
    previous: "नई फ़ोटो",
    next: "पुरानी फ़ोटो",
    pageOf: "{pages} में से पेज {page}",
  },
  photoCount: "{count} फ़ोटो",
  previousPhoto: "पिछली फ़ोटो",
  nextPhoto: "अगली फ़ोटो",
  showPhoto: "{total} में से फ़ोटो {index} दिखाएँ",
  openViewer: "{title} को फ़ोटो व्यूअर में खोलें",
  viewer: {
    label: "{title}",
    counter: "{index} / {total}",
    thumbnails: "इस आइटम की सभी फ़ोटो",
    download: "असली फ़ोटो खोलें",
    hint: "एक फ़ोटो से दूसरी पर जाने के लिए ऐरो कुंजियाँ दबाएँ या स्वाइप करें।",
  },
} satisfies Translation<typeof english.galleryText>;
