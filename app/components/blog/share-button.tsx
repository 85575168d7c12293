import { Share2 } from "lucide-react";
import { blogMessages } from "#common/messages/blog";
import { useToast } from "~/components/ui/toast";
import { blogText } from "~/content/blog";

/** Spec 7: the device's share sheet where there is one, else the address copied to the clipboard. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const toast = useToast();

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show(blogMessages.share.copied, "success");
    } catch {
      // No clipboard either (an old browser or an insecure page): show the address to copy by hand.
      window.prompt(blogText.post.copyPrompt, url);
    }
  };

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 hover:border-brand-600 hover:text-brand-700"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {blogText.post.share}
    </button>
  );
}
