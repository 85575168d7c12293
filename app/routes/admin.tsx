import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(pages.admin, args),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-6">
      <h1 className="text-2xl font-bold text-slate-900">{pages.admin.heading}</h1>
    </main>
  );
}
