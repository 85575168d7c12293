/**
 * The header's menu and the footer's link lists, figures and "about" paragraph
 * (issue 41), edited by the staff in the admin's Navigation screen, English and Hindi
 * side by side. A menu entry opens a page (of this site or another) or the
 * application form (the site's own, or the outside one set in Site details); a menu
 * holds entries and at most one level of menus of its own, as the header draws them.
 */
import { z } from "zod";
import { shortStat } from "./blocks/parts.ts";
import { itemId, linkTarget, list } from "./fields.ts";
import { labelled, localizedText } from "./localized.ts";

const label = localizedText({ label: "Label", max: 60, required: true });
const description = localizedText({
  label: "Line under it",
  max: 120,
  help: "Shown under the label in the menu; may be empty.",
});

const pageLink = labelled(z.object({ id: itemId, kind: z.literal("link"), label, description, to: linkTarget }), {
  label: "Opens a page",
});
const applicationForm = labelled(z.object({ id: itemId, kind: z.literal("applicationForm"), label, description }), {
  label: "Opens the application form",
});
const link = z.discriminatedUnion("kind", [pageLink, applicationForm]);

const entries = <T extends z.ZodType<{ id: string }>>(item: T, max: number) =>
  list(item, { label: "Entries", item: { label: "Entry", titleField: "label" } }, { max, min: 1 });

const subMenu = labelled(z.object({ id: itemId, kind: z.literal("menu"), label, items: entries(link, 12) }), {
  label: "A menu inside the menu",
});
const menu = labelled(
  z.object({
    id: itemId,
    kind: z.literal("menu"),
    label,
    items: entries(z.discriminatedUnion("kind", [pageLink, applicationForm, subMenu]), 12),
  }),
  { label: "A menu" },
);

const footerList = (name: string, help: string) =>
  list(link, { label: name, help, item: { label: "Link", titleField: "label" } }, { max: 12 });

export const navigationSchema = z.object({
  menu: list(
    z.discriminatedUnion("kind", [pageLink, menu]),
    {
      label: "The header's menu",
      help: "Each entry opens a page, or a menu of entries. On phones the same menu opens from the Menu button.",
      item: { label: "Menu entry", titleField: "label" },
    },
    { max: 8, min: 1 },
  ),
  footerProgrammes: footerList("The footer's first list", "Our programmes, in the footer of every page."),
  footerLinks: footerList("The footer's second list", "Useful links, in the footer of every page."),
  // Saved before the footer's figures and paragraph were the staff's (decision 080): none.
  // Migration 0015 gives a stored document the footer the site showed until then.
  footerFigures: list(
    shortStat,
    {
      label: "The footer's figures",
      help: "Up to four, at the top of the footer of every page. Write a figure's name in braces, like {students}, to show the figure from the Figures list.",
      item: { label: "Figure", titleField: "label" },
    },
    { max: 4 },
  ).default([]),
  footerAbout: localizedText({
    label: "About the foundation, in the footer",
    max: 400,
    input: "multiline",
    help: "A few lines beside the logo in the footer of every page; empty, none is shown.",
  }).default({ en: "", hi: "", hiStale: false }),
});

export type Navigation = z.infer<typeof navigationSchema>;
