import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { pageDocumentData } from "~/lib/page-document.server";
import { getInTouchPage } from "../../../server/content-seed/pages/get-in-touch";
import { blockOf, renderForTest, testSite } from "../render-for-test";
import { GetInTouchFormBlock } from "./get-in-touch-form-block";

describe("GetInTouchFormBlock", () => {
  it("puts the form beside the office address, quick actions and the reply note, all in the block's words (here its Hindi)", () => {
    const block = blockOf(pageDocumentData(getInTouchPage, "getInTouch", "hi").blocks, "getInTouchForm");
    const html = renderForTest(
      <ToastProvider>
        <GetInTouchFormBlock block={block} />
      </ToastProvider>,
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(`>${block.form.heading}</h2>`);
    expect(html).toContain(`placeholder="${block.form.messagePlaceholder}"`);
    expect(html).toContain(block.form.updates);
    expect(html).toContain(`>${block.form.submit}<`);
    expect(html).toContain(testSite.address);
    expect(html).toContain(`id="quick-actions-heading"`);
    for (const action of [block.quickActions.volunteer, block.quickActions.partnership, block.quickActions.support]) {
      expect(html).toContain(action.label);
    }
    expect(html).toContain(`>${block.replyNote.heading}</h2>`);
  });
});
