/** Blogs tab (spec 2.25): the posts the server has. (Editing arrives with the Blog issue.) */
import { FileText } from "lucide-react";
import { useAdminData } from "./admin-data";
import { EmptyState } from "./empty-state";

export function BlogsTab() {
  const { blogs } = useAdminData();
  if (blogs.length === 0) return <EmptyState icon={FileText} title="No blog posts yet" />;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {blogs.map((blog) => (
        <li key={blog.id} className="px-5 py-4">
          <p className="font-semibold text-slate-900">{blog.title}</p>
          <p className="text-sm text-slate-600">{blog.author}</p>
        </li>
      ))}
    </ul>
  );
}
