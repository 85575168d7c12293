import { useState } from "react";
import { fill } from "#common/fill";
import type { BannerWords } from "~/blocks/home-hero/type";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";

function Messages({ upiId, messages }: { upiId: string; messages: readonly string[] }) {
  return (
    <>
      {messages.map((message) => (
        <li key={message} className="flex shrink-0 items-center gap-3 px-6 whitespace-nowrap">
          <Icon name="heart" className="size-3.5 fill-current text-saffron-800" />
          {fill(message, { upiId })}
        </li>
      ))}
    </>
  );
}

/** Scrolling donation appeal: pauses on hover, focus and its pause button; still when motion is reduced. */
export function DonationBanner({ upiId, words: banner }: { upiId: string; words: BannerWords }) {
  const [paused, setPaused] = useState(false);
  return (
    <section
      aria-label={banner.label}
      data-paused={paused}
      className="donation-banner flex items-center gap-2 bg-saffron-100 text-sm font-semibold text-saffron-900"
    >
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={banner.pause}
        title={paused ? banner.play : banner.pause}
        className="donation-banner-toggle ml-1 flex size-11 shrink-0 items-center justify-center rounded-full text-saffron-900 hover:bg-saffron-200"
      >
        {paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
      </button>
      <div className="min-w-0 flex-1 overflow-hidden py-2.5">
        <div className="donation-banner-track flex w-max">
          <ul className="flex">
            <Messages upiId={upiId} messages={banner.messages} />
          </ul>
          <ul className="donation-banner-copy flex" aria-hidden="true">
            <Messages upiId={upiId} messages={banner.messages} />
          </ul>
        </div>
      </div>
      <Link
        to="#donate"
        className="mr-2 inline-flex min-h-11 shrink-0 items-center rounded-full bg-saffron-800 px-4 py-1.5 text-xs font-bold text-white hover:bg-saffron-900 sm:text-sm"
      >
        {banner.donate}
      </Link>
    </section>
  );
}
