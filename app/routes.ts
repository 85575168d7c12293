/**
 * Every URL of the site (spec 2.1), each with its own module named after it.
 * Public pages share the site layout (header and footer); the admin area has its own.
 * Each page is also served in Hindi at the same path under `/hi` (app/i18n/locale.ts),
 * by the same module: its loader picks the words by the URL.
 */
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Pages and feeds a visitor reads, in either language. */
const pages = [
  index("routes/home.tsx"),
  route("AboutUs", "routes/about/about-us.tsx"),
  route("InnerAboutUs", "routes/about/inner-about-us.tsx"),
  route("Leadership", "routes/about/leadership.tsx"),
  route("Mentors", "routes/about/mentors.tsx"),
  route("OurTeam", "routes/about/our-team.tsx"),
  route("Reach", "routes/about/reach.tsx"),
  route("OurKeyPlayers", "routes/about/our-key-players.tsx"),
  route("ContactUs", "routes/contact/contact-us.tsx"),
  route("GetInTouch", "routes/contact/get-in-touch.tsx"),
  route("FAQs", "routes/about/faqs.tsx"),
  route("privacy", "routes/about/privacy.tsx"),
  route("transparency", "routes/about/transparency.tsx"),
  // "Need an 80G receipt?" and a donor's own page: one module (its comment says why), in the contact
  // pages' family, whose form code they share (vite.config.ts).
  route("donate/receipt", "routes/contact/donation-receipt.tsx", { id: "donate-receipt" }),
  route("donate/receipt/:code", "routes/contact/donation-receipt.tsx", { id: "donate-receipt-code" }),
  route("Career", "routes/careers/career.tsx"),
  route("CorporatePartnerships", "routes/programmes/corporate-partnerships.tsx"),
  route("Fellowship", "routes/programmes/fellowship.tsx"),
  route("WorkWithUs", "routes/careers/work-with-us.tsx"),
  route("SchoolPartnerships", "routes/programmes/school-partnerships.tsx"),
  route("GovernmentPartnerships", "routes/programmes/government-partnerships.tsx"),
  route("Education", "routes/programmes/education.tsx"),
  route("Livelihood", "routes/programmes/livelihood.tsx"),
  route("WomenEmpowerment", "routes/programmes/women-empowerment.tsx"),
  route("SkillDevelopment", "routes/programmes/skill-development.tsx"),
  route("Environment", "routes/programmes/environment.tsx"),
  route("VolunteerInternship", "routes/volunteer-internship.tsx"),
  route("Gallery", "routes/gallery.tsx"),
  route("blog", "routes/posts/blog.tsx"),
  route("blog/:slug", "routes/posts/blog-post.tsx"),
  route("forms", "routes/forms/forms.tsx"),
  route("forms/:id", "routes/forms/form.tsx"),
  route("offline", "routes/offline.tsx"),
  route("blog/rss.xml", "routes/posts/blog-rss.ts"),
  route("search", "routes/posts/search.tsx"),
  route("newsletter/confirm", "routes/newsletter/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/newsletter-unsubscribe.tsx"),
  route("guardian/confirm", "routes/guardian-confirm.tsx"),
  route("newsletters", "routes/newsletter/newsletters.tsx"),
  route("newsletters/:id", "routes/newsletter/newsletter-issue.tsx"),
];

/** The same routes under `/hi`, each with an id of its own (a module may serve several routes). */
function inHindi(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `hi/${entry.id ?? entry.file.replace(/^routes\//, "").replace(/\.tsx?$/, "")}`,
    index: undefined,
    path: entry.index ? "hi" : `hi/${entry.path}`,
  }));
}

export default [
  layout("routes/site-layout.tsx", [
    ...pages,
    ...inHindi(pages),
    route("blog/:slug/share-image.jpg", "routes/posts/blog-share-image.ts"),
    route("og-image.png", "routes/share-image.ts"),
    route("sitemap.xml", "routes/sitemap.ts"),
    route("sitemaps/:part", "routes/sitemap-part.ts"),
    route("robots.txt", "routes/robots.ts"),
    route("language", "routes/language.ts"),
    route("manifest.webmanifest", "routes/manifest.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/admin/layout.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/set-password", "routes/admin/set-password.tsx"),
    route("admin/two-step", "routes/admin/two-step.tsx"),
    // The dashboard: header and tab bar around one route per tab (spec 2.25).
    layout("routes/admin/dashboard.tsx", [
      route("admin", "routes/admin/overview.tsx"),
      route("admin/blogs", "routes/admin/blogs.tsx"),
      route("admin/forms", "routes/admin/forms.tsx"),
      route("admin/gallery", "routes/admin/gallery.tsx"),
      route("admin/gallery/:id", "routes/admin/gallery-item.tsx"),
      route("admin/inbox", "routes/admin/inbox.tsx"),
      // Requests about personal data and their deadlines, in the Inbox tab (issue 42).
      route("admin/inbox/requests", "routes/admin/privacy-requests.tsx"),
      route("admin/subscribers", "routes/admin/subscribers.tsx"),
      // The newsletter's issues, in the Subscribers tab (issue 42).
      route("admin/subscribers/newsletters", "routes/admin/newsletters.tsx"),
      route("admin/subscribers/newsletters/:id", "routes/admin/newsletter.tsx"),
      route("admin/donations", "routes/admin/donations.tsx"),
      route("admin/donations/new", "routes/admin/donation-record.tsx"),
      route("admin/donations/receipts", "routes/admin/donation-receipts.tsx"),
      route("admin/donations/form-10bd", "routes/admin/donation-form-10bd.tsx"),
      // The Site content tab: its screens at their own addresses, with the links between them.
      layout("routes/admin/content-layout.tsx", [
        route("admin/content", "routes/admin/content.tsx"),
        route("admin/pages", "routes/admin/pages.tsx"),
        route("admin/pages/:key", "routes/admin/page.tsx"),
        route("admin/site", "routes/admin/site.tsx"),
        // The annual reports and audited accounts of /transparency (issue 47).
        route("admin/reports", "routes/admin/reports.tsx"),
        route("admin/jobs", "routes/admin/jobs.tsx"),
        route("admin/faqs", "routes/admin/faqs.tsx"),
        route("admin/navigation", "routes/admin/navigation.tsx"),
        route("admin/figures", "routes/admin/figures.tsx"),
      ]),
      route("admin/settings", "routes/admin/settings.tsx"),
      route("admin/staff", "routes/admin/staff.tsx"),
      route("admin/audit", "routes/admin/audit.tsx"),
    ]),
    route("admin/blogs/:id", "routes/admin/blog-editor.tsx"),
    route("admin/blogs/:id/preview", "routes/admin/blog-preview.tsx"),
    route("admin/forms/:id", "routes/admin/form-responses.tsx"),
  ]),
] satisfies RouteConfig;
