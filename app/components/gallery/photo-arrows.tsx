/** Previous/next buttons over a photo: on a card (small, shown on hover from tablets up) or in the viewer. */
import clsx from "clsx";
import { Icon } from "~/components/ui/icon";
import { galleryText } from "~/content/gallery";
import { useTranslated } from "~/i18n/words";

const base =
  "absolute top-1/2 z-10 grid -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 hover:bg-white focus-visible:opacity-100 focus-visible:outline-3 focus-visible:outline-saffron-400";

const looks = {
  card: {
    button: "size-11 shadow-md transition sm:opacity-0 sm:group-hover:opacity-100",
    icon: "size-5",
    left: "left-2",
    right: "right-2",
  },
  viewer: { button: "size-11 shadow-lg", icon: "size-6", left: "left-3", right: "right-3" },
} as const;

export function PhotoArrows({
  look,
  onPrevious,
  onNext,
}: {
  look: keyof typeof looks;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const text = useTranslated(galleryText, "galleryText");
  const { button, icon, left, right } = looks[look];
  return (
    <>
      <button type="button" onClick={onPrevious} aria-label={text.previousPhoto} className={clsx(base, button, left)}>
        <Icon name="chevron-left" className={icon} />
      </button>
      <button type="button" onClick={onNext} aria-label={text.nextPhoto} className={clsx(base, button, right)}>
        <Icon name="chevron-right" className={icon} />
      </button>
    </>
  );
}
