import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { getInTouch, getInTouchBlocks } from "~/content/get-in-touch";
import { blockOf, renderForTest, testSite } from "../render-for-test";
import { GetInTouchFormBlock } from "./get-in-touch-form-block";

describe("GetInTouchFormBlock", () => {
  it("puts the form beside the office address, quick actions and the reply note", () => {
    const html = renderForTest(
      <ToastProvider>
        <GetInTouchFormBlock block={blockOf(getInTouchBlocks, "getInTouchForm")} />
      </ToastProvider>,
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(testSite.address);
    expect(html).toContain(`id="quick-actions-heading"`);
    expect(html).toContain(`>${getInTouch.replyNote.heading}</h2>`);
  });
});
