/** Server-renders a block inside a memory router whose root has the site facts (for `useSite`), as a test sees it. */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { SiteConfig } from "#common/site-config";

export const testSite: SiteConfig = {
  name: "Pragati Education Foundation",
  timeZone: "Asia/Kolkata",
  shortName: "Pragati",
  tagline: "Education for all",
  foundedYear: 2025,
  upiId: "pragati@sbi",
  phone: "+91 98765 43210",
  email: "contact@example.org",
  whatsapp: "+91 91234-56789",
  address: "Jaipur, Rajasthan",
  officeHours: { weekdays: "9-6", saturday: "10-4" },
  volunteerFormUrl: "https://forms.example.org/volunteer",
};

export function renderForTest(node: ReactNode): string {
  const router = createMemoryRouter([{ id: "root", path: "/", element: node, loader: () => null }], {
    hydrationData: { loaderData: { root: { site: testSite, origin: "https://example.org" } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

export const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
