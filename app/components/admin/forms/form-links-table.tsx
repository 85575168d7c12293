/**
 * The external form links (spec 2.25): title, description, category, created date
 * and clicks, with open (new tab), edit and delete. Below md each row stacks as a
 * card, so it fits a phone without side-scrolling.
 */

import type { ExternalFormLink } from "#common/schemas/forms";
import { AdminTable, RowActions } from "~/components/admin/shared/admin-table-parts";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { adminFormsText } from "~/content/admin/forms";
import { useSiteTime } from "~/lib/site-time";

const text = adminFormsText.links;

export function FormLinksTable({
  links,
  onEdit,
  onDelete,
}: {
  links: ExternalFormLink[];
  onEdit: (link: ExternalFormLink) => void;
  onDelete: (link: ExternalFormLink) => void;
}) {
  // Edit and Delete for the roles that may change forms (issue 45).
  const editable = useMay()("forms.write");
  const { date } = useSiteTime();
  return (
    <AdminTable
      columns={[
        { label: text.columns.title },
        { label: text.columns.description },
        { label: text.columns.category },
        { label: text.columns.created },
        { label: text.columns.clicks, align: "right" },
        { label: text.columns.actions, align: "right" },
      ]}
    >
      {links.map((link) => (
        <tr
          key={link.id}
          data-form-link={link.title}
          className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-4 md:table-row md:p-0"
        >
          <td className="col-span-2 md:px-5 md:py-4">
            <p className="font-semibold text-slate-900">{link.title}</p>
            {link.disabled && (
              <span className="mt-1 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                {text.comingSoon}
              </span>
            )}
          </td>
          <td className="col-span-2 mt-1 text-slate-600 md:mt-0 md:max-w-sm md:px-4 md:py-4">
            <span className="line-clamp-2">{link.description}</span>
          </td>
          <td className="mt-2 md:mt-0 md:px-4 md:py-4">
            <span className="inline-flex rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-semibold text-saffron-800 ring-1 ring-saffron-200">
              {link.category}
            </span>
            <span className="ml-2 text-slate-500 md:hidden">{date(link.createdAt)}</span>
          </td>
          <td className="hidden whitespace-nowrap text-slate-700 md:table-cell md:px-4 md:py-4">
            <time dateTime={link.createdAt}>{date(link.createdAt)}</time>
          </td>
          <td className="mt-2 text-right text-slate-700 tabular-nums md:mt-0 md:px-4 md:py-4">
            <span className="md:hidden">{text.columns.clicks}: </span>
            {link.clicks}
          </td>
          <td className="col-span-2 mt-2 md:mt-0 md:px-4 md:py-4">
            <RowActions
              editable={editable}
              open={{
                href: link.link,
                rel: "noopener noreferrer",
                label: text.openLabel(link.title),
                title: text.open,
              }}
              editLabel={text.editLabel(link.title)}
              editTitle={text.edit}
              deleteLabel={text.deleteLabel(link.title)}
              deleteTitle={text.delete}
              onEdit={() => onEdit(link)}
              onDelete={() => onDelete(link)}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
