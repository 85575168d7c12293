/** Forms tab (spec 2.25): the external form links the server has. (Editing arrives with the Forms issue.) */
import { FormInput } from "lucide-react";
import { useAdminData } from "./admin-data";
import { EmptyState } from "./empty-state";

export function FormsTab() {
  const { externalForms } = useAdminData();
  if (externalForms.length === 0) return <EmptyState icon={FormInput} title="No forms available" />;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {externalForms.map((form) => (
        <li key={form.id} className="px-5 py-4">
          <p className="font-semibold text-slate-900">{form.title}</p>
          <p className="text-sm text-slate-600">{form.category}</p>
        </li>
      ))}
    </ul>
  );
}
