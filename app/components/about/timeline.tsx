export interface TimelineItem {
  date: string;
  title: string;
  text: string;
}

/** A vertical timeline of milestones: date, h3 title and a line of text, joined by a rule. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8 sm:pl-10">
      {items.map((item) => (
        <li key={item.title} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-saffron-500 shadow ring-2 ring-brand-200 sm:-left-[3.1rem]"
          />
          <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">{item.date}</p>
          <h3 className="mt-1 text-xl font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
