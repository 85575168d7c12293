/**
 * The Form 10BD reminder (issue 47): from 1 May, while last year's Form 10BD is not
 * recorded as filed or a donor's 10BE is not e-mailed, the days left to 31 May (or how
 * overdue, with the s.234G fee). The words are common/messages/form-10bd-notice.ts's,
 * the same as the office's daily e-mail. Shown on the Form 10BD screen, and on the
 * Overview for those who may see donations (it asks the API itself there).
 */
import clsx from "clsx";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Form10bdNotice } from "#common/donations/form-10bd-deadline";
import { form10bdNoticeText, form10bdScreenPath } from "#common/messages/form-10bd-notice";
import { Icon } from "~/components/ui/icon";
import { donationsText } from "~/content/admin/donations";
import { apiRequest } from "~/lib/api-client";

export function Form10bdNoticeBanner({ notice, link = false }: { notice: Form10bdNotice; link?: boolean }) {
  const { headline, todo } = form10bdNoticeText(notice);
  return (
    <section
      aria-label={donationsText.notice.heading}
      data-form-10bd-notice={notice.overdue ? "overdue" : "due"}
      className={clsx(
        "flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-start",
        notice.overdue ? "border-red-200 bg-red-50 text-red-900" : "border-saffron-200 bg-saffron-50 text-saffron-900",
      )}
    >
      <Icon name={notice.overdue ? "triangle-exclamation-point" : "clock"} className="size-6 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-bold">{headline}</p>
        <p>{todo}</p>
      </div>
      {link && (
        <Link
          to={form10bdScreenPath(notice.year)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {donationsText.notice.open}
        </Link>
      )}
    </section>
  );
}

/** The Overview's notice: loads it once; nothing at all when there is none or it cannot be read. */
export function Form10bdOverviewNotice() {
  const [notice, setNotice] = useState<Form10bdNotice | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest<{ data: Form10bdNotice | null }>("/donations/form-10bd/notice", { timeoutMs: 30_000 }).then(
      (answer) => live && setNotice(answer.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return notice ? <Form10bdNoticeBanner notice={notice} link /> : null;
}
