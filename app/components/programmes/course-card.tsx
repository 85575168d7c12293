import clsx from "clsx";
import { fill } from "#common/fill";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import { Icon } from "~/components/ui/icon";
import { TagList } from "~/components/ui/tag-list";
import type { CardDesign, Course, CourseLevel } from "~/content/card-types";
import { courseCard } from "~/content/course-card";
import { useTranslated } from "~/i18n/words";
import { ProgrammeCardFrame } from "./programme-card-frame";

/** How many modules a course card lists before "+N more". */
export const MODULES_SHOWN = 3;

const levelClass: Record<CourseLevel, string> = {
  Beginner: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Intermediate: "bg-sky-50 text-sky-800 ring-sky-200",
  Advanced: "bg-violet-50 text-violet-800 ring-violet-200",
  "All levels": "bg-saffron-50 text-saffron-800 ring-saffron-200",
};

/**
 * A course (spec 2.16): title, level, description, duration, the first 3
 * modules plus "+N more", career roles, certification, and the disabled
 * Coming Soon button.
 */
export function CourseCard({ course }: { course: Course }) {
  const labels = useTranslated(courseCard, "courseCard");
  const shown = course.modules.slice(0, MODULES_SHOWN);
  const remaining = course.modules.length - shown.length;
  return (
    <ProgrammeCardFrame lifts>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={clsx("rounded-full px-3 py-1 text-xs font-bold ring-1", levelClass[course.level])}>
          {labels.levels[course.level]}
        </span>
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600">
          <Icon name="clock" className="size-4 text-brand-600" />
          <span className="sr-only">{labels.duration}: </span>
          {fill(labels.weeks, { n: course.durationWeeks })}
        </span>
      </div>
      <h4 className="mt-4 text-lg font-bold text-slate-900">{course.title}</h4>
      <p className="mt-2 leading-relaxed text-slate-600">{course.description}</p>

      <div className="mt-5">
        <h5 className="flex items-center gap-2 text-sm font-bold text-slate-900">
          <Icon name="book-open" className="size-4 text-brand-600" />
          {labels.modules}
        </h5>
        <ul className="mt-2 space-y-1 text-sm text-slate-600" data-testid="course-modules">
          {shown.map((module) => (
            <li
              key={module}
              className="flex gap-2 before:mt-2 before:size-1.5 before:shrink-0 before:rounded-full before:bg-brand-400"
            >
              {module}
            </li>
          ))}
        </ul>
        {remaining > 0 && (
          <p className="mt-1.5 pl-3.5 text-sm font-semibold text-brand-700" data-testid="course-more-modules">
            {fill(labels.moreModules, { n: remaining })}
          </p>
        )}
      </div>

      <div className="mt-5">
        <h5 className="flex items-center gap-2 text-sm font-bold text-slate-900">
          <Icon name="briefcase" className="size-4 text-brand-600" />
          {labels.careers}
        </h5>
        <TagList className="mt-2" tone="slate" compact items={course.careers} />
      </div>

      <p className="mt-5 flex gap-2 text-sm text-slate-600">
        <Icon name="award" className="mt-0.5 size-4 shrink-0 text-saffron-600" />
        <span>
          <span className="font-bold text-slate-900">{labels.certification}: </span>
          {course.certification}
        </span>
      </p>

      <div className="mt-auto pt-6">
        <ComingSoonButton fullWidth />
      </div>
    </ProgrammeCardFrame>
  );
}

export const courseCards: CardDesign<"course"> = {
  key: (course) => course.title,
  view: (course) => <CourseCard course={course} />,
};
