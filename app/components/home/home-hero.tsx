import clsx from "clsx";
import type { HeroWords } from "~/blocks/home-hero/type";
import { PageActionButton } from "~/components/programmes/page-actions";
import { ButtonLink } from "~/components/ui/button-link";
import { HeroIllustration } from "./hero-illustration";

/** The home page's opening: heading, promise, its button (Get Involved) and Donate, with a drawn illustration. */
export function HomeHero({ hero }: { hero: HeroWords }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-saffron-400/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-400/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          {hero.eyebrow && (
            <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-saffron-200 ring-1 ring-white/20">
              {hero.eyebrow}
            </p>
          )}
          <h1
            className={clsx(
              hero.eyebrow && "mt-5",
              "text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl",
            )}
          >
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <PageActionButton action={hero.action} />
            <ButtonLink to="#donate" variant="light">
              {hero.donate}
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration
          title={hero.illustrationAlt}
          className="mx-auto w-full max-w-md drop-shadow-2xl lg:max-w-lg"
        />
      </div>
    </section>
  );
}
