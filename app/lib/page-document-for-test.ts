/** For tests of the pages the staff edit: a page as a new site shows it. */
import { citeFigures } from "#common/content-model/figures";
import type { EditablePageKey } from "#common/content-model/pages";
import type { Locale } from "#common/locale";
import { initialFigures } from "../../server/content-seed/figures";
import { initialPages } from "../../server/content-seed/pages/index";
import { pageDocumentData } from "./page-document.server";

/** The page `key` as a new site shows it in `locale`, its figures cited, its blocks as their components take them. */
export const shownOnNewSite = <K extends EditablePageKey>(key: K, locale: Locale = "en") =>
  pageDocumentData(citeFigures(initialPages[key], initialFigures), key, locale);
