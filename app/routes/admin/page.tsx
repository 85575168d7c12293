/**
 * /admin/pages/{key}, one page of the Pages screen (issue 41): the "page-{key}"
 * content document's screen, with links to the page as visitors see it, in English
 * and in Hindi. A key that names no editable page says so, with the way back.
 */
import { Link } from "react-router";
import { EDITABLE_PAGES, type EditablePageKey, pageDocumentName } from "#common/content-model/pages";
import { localizedPath } from "#common/locale";
import { contentDocumentAction, loadContentDocument } from "~/components/admin/content-document/content-document-route";
import { ContentDocumentScreen } from "~/components/admin/content-document/content-document-screen";
import { Icon } from "~/components/ui/icon";
import { pagesText as text } from "~/content/admin/content";
import type { Route } from "./+types/page";

const isEditablePage = (key: string): key is EditablePageKey => Object.hasOwn(EDITABLE_PAGES, key);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!isEditablePage(params.key)) return { key: params.key, load: null };
  return { key: params.key, load: await loadContentDocument(pageDocumentName(params.key)) };
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  if (!isEditablePage(params.key)) throw new Response(text.notFoundHeading, { status: 404 });
  return contentDocumentAction(pageDocumentName(params.key), request);
}

const viewLink =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";

function ViewLinks({ path }: { path: string }) {
  return (
    <p className="mt-3 flex flex-wrap gap-2">
      <a href={path} target="_blank" rel="noopener" className={viewLink}>
        <Icon name="external-link" className="size-4" />
        {text.viewPage}
        <span className="sr-only"> {text.newTab}</span>
      </a>
      <a href={localizedPath(path, "hi")} target="_blank" rel="noopener" className={viewLink}>
        <Icon name="external-link" className="size-4" />
        {text.viewHindi}
        <span className="sr-only"> {text.newTab}</span>
      </a>
    </p>
  );
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { key, load } = loaderData;
  if (!load || !isEditablePage(key)) {
    return (
      <section aria-labelledby="no-such-page" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="no-such-page" className="text-lg font-bold text-slate-900">
          {text.notFoundHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{text.notFound(key)}</p>
        <Link
          to="/admin/pages"
          className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {text.back}
        </Link>
      </section>
    );
  }
  const page = EDITABLE_PAGES[key];
  return (
    <ContentDocumentScreen
      // Another page is another document: a fresh screen, not this one's state.
      key={key}
      name={pageDocumentName(key)}
      {...text.page(page.name, page.path)}
      links={<ViewLinks path={page.path} />}
      previewPath={page.path}
      load={load}
    />
  );
}
