/**
 * A draft's preview link on the pages whose loaders send more than the page (the
 * cards' own Hindi words) and on Women Empowerment: like every page the staff edit
 * (Education's in admin-pages.spec.ts), the preview is never cached nor indexed, and
 * on a Hindi page the cards keep their Hindi words. These four used to answer a
 * preview as a public, cacheable page, and three of them in English card words.
 */
import { courseCard } from "~/content/hi/course-card";
import { environmentCards } from "~/content/hi/environment-cards";
import { initiativeCard } from "~/content/hi/initiative-card";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { DRAFT_HEADING, saveHeadingDraft } from "../support/page-drafts.ts";
import { expect, test } from "./fixtures.ts";

/** Each page's path, and a word its cards say on the Hindi page (none: no card words of its own). */
const PAGES = {
  womenEmpowerment: { path: "/WomenEmpowerment", cardWord: undefined },
  environment: { path: "/Environment", cardWord: environmentCards.participants },
  livelihood: { path: "/Livelihood", cardWord: initiativeCard.beneficiaries },
  skillDevelopment: { path: "/SkillDevelopment", cardWord: courseCard.certification },
};

for (const [key, { path, cardWord }] of Object.entries(PAGES)) {
  test(`${path}: a draft's preview is never cached, and in Hindi its cards keep their words`, async ({
    page,
    request,
  }) => {
    const api = `/api/content/page-${key}`;
    const headers = await adminApiHeaders(page);
    const draft = await saveHeadingDraft(request, api, headers);
    try {
      for (const [prefix, shown] of [
        ["", DRAFT_HEADING.en],
        ["/hi", DRAFT_HEADING.hi],
      ] as const) {
        const preview = await request.get(`${prefix}${path}?preview=${draft.previewToken}`);
        expect(preview.status()).toBe(200);
        const text = await preview.text();
        expect(text).toContain(`>${shown}</h1>`);
        if (prefix === "/hi" && cardWord !== undefined) expect(text).toContain(cardWord);
        expect(preview.headers()["cache-control"]).toBe("private, no-store");
        expect(preview.headers()["x-robots-tag"]).toBe("noindex");
      }
    } finally {
      expect((await request.delete(`${api}/draft/${draft.version}`, { headers })).status()).toBe(200);
    }
  });
}
