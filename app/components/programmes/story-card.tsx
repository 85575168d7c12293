import { Icon } from "~/components/ui/icon";
import { initialsOf } from "~/components/ui/profile-card";
import type { PersonStory } from "~/content/display-types";

/** A person's story: quote, name and place, the story and the change it made. */
export function StoryCard({ story, headingLevel = 3 }: { story: PersonStory; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <Icon name="quote" className="size-8 text-saffron-400" />
      <blockquote className="mt-3 text-lg leading-relaxed font-semibold text-slate-900">“{story.quote}”</blockquote>
      <div className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 font-extrabold text-white"
        >
          {initialsOf(story.name)}
        </span>
        <div className="min-w-0">
          <H className="font-bold text-slate-900">{story.name}</H>
          <p className="text-sm text-slate-500">{story.place}</p>
        </div>
      </div>
      <p className="mt-2 text-xs font-bold tracking-wide text-brand-700 uppercase">{story.programme}</p>
      <p className="mt-3 flex-1 leading-relaxed text-slate-600">{story.story}</p>
      <p className="mt-5 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
        <Icon name="sparkles" className="mt-0.5 size-4 shrink-0 text-saffron-600" />
        {story.outcome}
      </p>
    </article>
  );
}
