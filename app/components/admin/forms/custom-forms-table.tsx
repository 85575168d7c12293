/**
 * The custom forms: title, category, open or closed, questions, responses and
 * created date, with responses (/admin/forms/{id}), open on the website, edit and
 * delete. Stacks as cards below md like the other admin tables.
 */

import clsx from "clsx";
import { Link } from "react-router";
import type { CustomFormSummary } from "#common/schemas/forms";
import { AdminTable, RowActions } from "~/components/admin/shared/admin-table-parts";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { adminFormsText } from "~/content/admin/forms";
import { pathTo } from "~/content/paths";
import { useSiteTime } from "~/lib/site-time";

const text = adminFormsText.custom;

export function CustomFormsTable({
  forms,
  onEdit,
  onDelete,
}: {
  forms: CustomFormSummary[];
  onEdit: (form: CustomFormSummary) => void;
  onDelete: (form: CustomFormSummary) => void;
}) {
  // Edit and Delete for the roles that may change forms (issue 45).
  const editable = useMay()("forms.write");
  const { date } = useSiteTime();
  return (
    <AdminTable
      columns={[
        { label: text.columns.title },
        { label: text.columns.category },
        { label: text.columns.status },
        { label: text.columns.responses },
        { label: text.columns.created },
        { label: text.columns.actions, align: "right" },
      ]}
    >
      {forms.map((form) => (
        <tr
          key={form.id}
          data-custom-form={form.title}
          className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-4 md:table-row md:p-0"
        >
          <td className="col-span-2 md:px-5 md:py-4">
            <p className="font-semibold text-slate-900">{form.title}</p>
            <p className="text-slate-600">{text.questionCount(form.fields.length)}</p>
          </td>
          <td className="mt-2 md:mt-0 md:px-4 md:py-4">
            <span className="inline-flex rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-semibold text-saffron-800 ring-1 ring-saffron-200">
              {form.category}
            </span>
          </td>
          <td className="mt-2 md:mt-0 md:px-4 md:py-4">
            <span
              className={clsx(
                "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
                form.disabled
                  ? "bg-slate-100 text-slate-600 ring-slate-200"
                  : "bg-emerald-50 text-emerald-700 ring-emerald-200",
              )}
            >
              {form.disabled ? text.status.disabled : text.status.enabled}
            </span>
          </td>
          <td className="mt-2 text-slate-700 md:mt-0 md:px-4 md:py-4">
            <Link
              to={`/admin/forms/${form.id}`}
              aria-label={text.viewResponsesLabel(form.title)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {text.responseCount(form.responseCount)}
            </Link>
          </td>
          <td className="mt-2 whitespace-nowrap text-slate-700 md:mt-0 md:px-4 md:py-4">
            <time dateTime={form.createdAt}>{date(form.createdAt)}</time>
          </td>
          <td className="col-span-2 mt-2 md:mt-0 md:px-4 md:py-4">
            <RowActions
              editable={editable}
              open={
                form.disabled
                  ? undefined
                  : { href: pathTo.customForm(form.id), label: text.openLabel(form.title), title: text.open }
              }
              share={
                form.disabled
                  ? undefined
                  : { path: pathTo.customForm(form.id), title: form.title, label: text.shareLabel(form.title) }
              }
              editLabel={text.editLabel(form.title)}
              editTitle={text.edit}
              deleteLabel={text.deleteLabel(form.title)}
              deleteTitle={text.delete}
              onEdit={() => onEdit(form)}
              onDelete={() => onDelete(form)}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
