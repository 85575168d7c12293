/**
 * Every public page's address, by page key: the one way to write an internal link
 * (`href("getInTouch")` is "/GetInTouch"), so a renamed or removed page is a type
 * error wherever it is linked. The pages' words (title, heading, description) are in
 * pages.ts, which the browser never loads: they come with the site layout's data
 * (app/i18n/site-words.ts).
 */
export const paths = {
  home: "/",
  aboutUs: "/AboutUs",
  innerAboutUs: "/InnerAboutUs",
  leadership: "/Leadership",
  mentors: "/Mentors",
  ourTeam: "/OurTeam",
  reach: "/Reach",
  ourKeyPlayers: "/OurKeyPlayers",
  contactUs: "/ContactUs",
  getInTouch: "/GetInTouch",
  privacy: "/privacy",
  transparency: "/transparency",
  faqs: "/FAQs",
  career: "/Career",
  corporatePartnerships: "/CorporatePartnerships",
  fellowship: "/Fellowship",
  workWithUs: "/WorkWithUs",
  schoolPartnerships: "/SchoolPartnerships",
  governmentPartnerships: "/GovernmentPartnerships",
  education: "/Education",
  livelihood: "/Livelihood",
  womenEmpowerment: "/WomenEmpowerment",
  skillDevelopment: "/SkillDevelopment",
  environment: "/Environment",
  volunteerInternship: "/VolunteerInternship",
  gallery: "/Gallery",
  blog: "/blog",
  blogPost: "/blog",
  forms: "/forms",
  form: "/forms",
  offline: "/offline",
  notFound: "/404",
} as const;

export type PageKey = keyof typeof paths;

export const href = (key: PageKey): string => paths[key];

/**
 * The addresses that carry a variable part (a post, a tag, a form, a search), built
 * here like `href` and nowhere else, from the same table.
 */
export const pathTo = {
  post: (slug: string) => `${paths.blogPost}/${encodeURIComponent(slug)}`,
  postShareImage: (slug: string) => `${pathTo.post(slug)}/share-image.jpg`,
  /** The blog list with its filters (tag, search, page); the plain list without any. */
  posts: (query: Record<string, string> | URLSearchParams = {}) => withQuery(paths.blog, query),
  rss: `${paths.blog}/rss.xml`,
  customForm: (id: string) => `${paths.form}/${encodeURIComponent(id)}`,
  /** The site search's results page; with no query, the address its forms send to. */
  search: (query: Record<string, string> = {}) => withQuery("/search", query),
  /** The newsletter's archive (issue 42), and one issue in it. */
  newsletters: "/newsletters",
  newsletterIssue: (id: string) => `/newsletters/${encodeURIComponent(id)}`,
};

function withQuery(path: string, query: Record<string, string> | URLSearchParams): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
