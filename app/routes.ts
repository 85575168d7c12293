/**
 * Every URL of the site (spec 2.1), each with its own module named after it.
 * Public pages share the site layout (header and footer); the admin area has its own.
 */
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("AboutUs", "routes/about-us.tsx"),
    route("InnerAboutUs", "routes/inner-about-us.tsx"),
    route("Leadership", "routes/leadership.tsx"),
    route("Mentors", "routes/mentors.tsx"),
    route("OurTeam", "routes/our-team.tsx"),
    route("Reach", "routes/reach.tsx"),
    route("OurKeyPlayers", "routes/our-key-players.tsx"),
    route("ContactUs", "routes/contact-us.tsx"),
    route("GetInTouch", "routes/get-in-touch.tsx"),
    route("FAQs", "routes/faqs.tsx"),
    route("Career", "routes/career.tsx"),
    route("CorporatePartnerships", "routes/corporate-partnerships.tsx"),
    route("Fellowship", "routes/fellowship.tsx"),
    route("WorkWithUs", "routes/work-with-us.tsx"),
    route("SchoolPartnerships", "routes/school-partnerships.tsx"),
    route("GovernmentPartnerships", "routes/government-partnerships.tsx"),
    route("Education", "routes/education.tsx"),
    route("Livelihood", "routes/livelihood.tsx"),
    route("WomenEmpowerment", "routes/women-empowerment.tsx"),
    route("SkillDevelopment", "routes/skill-development.tsx"),
    route("Environment", "routes/environment.tsx"),
    route("VolunteerInternship", "routes/volunteer-internship.tsx"),
    route("Gallery", "routes/gallery.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("forms", "routes/forms.tsx"),
    route("forms/:id", "routes/form.tsx"),
    route("blog/rss.xml", "routes/blog-rss.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/admin/layout.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    // The dashboard: header and tab bar around one route per tab (spec 2.25).
    layout("routes/admin/dashboard.tsx", [
      route("admin", "routes/admin/overview.tsx"),
      route("admin/blogs", "routes/admin/blogs.tsx"),
      route("admin/forms", "routes/admin/forms.tsx"),
      route("admin/gallery", "routes/admin/gallery.tsx"),
      route("admin/inbox", "routes/admin/inbox.tsx"),
      route("admin/settings", "routes/admin/settings.tsx"),
    ]),
    route("admin/blogs/:id", "routes/admin/blog-editor.tsx"),
    route("admin/forms/:id", "routes/admin/form-responses.tsx"),
  ]),
] satisfies RouteConfig;
