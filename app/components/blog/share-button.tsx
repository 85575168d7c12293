import { blogMessages as englishBlogMessages } from "#common/messages/blog";
import { Icon } from "~/components/ui/icon";
import { useToast } from "~/components/ui/toast";
import { blogText as englishBlogText } from "~/content/blog";
import { useTranslated } from "~/i18n/words";
import { shareLink } from "~/lib/share-link";

/** Spec 7: the device's share sheet where there is one, else the address copied to the clipboard. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const toast = useToast();
  const blogText = useTranslated(englishBlogText, "blogText");
  const blogMessages = useTranslated(englishBlogMessages, "blogMessages");

  const share = () =>
    shareLink({
      url: window.location.href,
      title,
      text,
      onCopied: () => toast.show(blogMessages.share.copied, "success"),
      copyPrompt: blogText.post.copyPrompt,
    });

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 hover:border-brand-600 hover:text-brand-700"
    >
      <Icon name="share-2" className="size-4" />
      {blogText.post.share}
    </button>
  );
}
