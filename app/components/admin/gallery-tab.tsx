/** Gallery tab (spec 2.25): the gallery items the server has. (Uploads arrive with the Gallery issue.) */
import { Images } from "lucide-react";
import { useAdminData } from "./admin-data";
import { EmptyState } from "./empty-state";

export function GalleryTab() {
  const { gallery } = useAdminData();
  if (gallery.length === 0) return <EmptyState icon={Images} title="No gallery items yet" />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {gallery.map((item) => (
        <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">{item.title}</p>
          <p className="text-sm text-slate-600">{item.images.length} photo(s)</p>
        </li>
      ))}
    </ul>
  );
}
