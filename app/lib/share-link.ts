/**
 * Sends an address on: the device's share sheet where there is one (a phone: WhatsApp,
 * SMS...), else the address copied to the clipboard (`onCopied` tells the person),
 * else shown to copy by hand (an old browser or an insecure page).
 */
export async function shareLink({
  url,
  title,
  text,
  onCopied,
  copyPrompt,
}: {
  url: string;
  title: string;
  text?: string;
  onCopied: () => void;
  copyPrompt: string;
}): Promise<void> {
  if (navigator.share) {
    try {
      return await navigator.share({ title, text, url });
    } catch (error) {
      // The person closed the share sheet: nothing more to do.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    onCopied();
  } catch {
    window.prompt(copyPrompt, url);
  }
}
