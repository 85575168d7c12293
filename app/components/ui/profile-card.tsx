import clsx from "clsx";
import { imageVariantWidths, variantName, variantSources } from "#common/image-variants";
import { telHref } from "#common/site-config";
import { Icon } from "~/components/ui/icon";
import type { CardDesign, ProfilePhoto } from "~/content/card-types";
import { AvifPicture } from "./avif-picture";
import { TagList } from "./tag-list";
import { useUiKitText } from "./use-ui-kit-text";

export interface ProfileDetail {
  label: string;
  value: string;
}

const avatarColours = [
  "from-brand-500 to-brand-800",
  "from-saffron-400 to-saffron-700",
  "from-sky-500 to-indigo-700",
  "from-rose-400 to-rose-700",
  "from-violet-500 to-violet-800",
  "from-emerald-500 to-emerald-800",
];

/** Up to two initials of a name, ignoring titles such as Dr. or Prof. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !/^(dr|prof|mr|mrs|ms|shri|smt)\.?$/i.test(w));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return avatarColours[hash % avatarColours.length] as string;
}

/** The avatar's size on screen (`size-16`): a phone at 3x takes the thumbnail. */
const AVATAR_SIZES = "64px";

/** A person's photo in the avatar's circle: the stored variants (AVIF first), its size set, loaded when near. */
function Portrait({ photo }: { photo: ProfilePhoto }) {
  const thumbnail = variantName(photo.url, Math.min(photo.width, imageVariantWidths.thumb)) ?? photo.url;
  const sources = variantSources({ url: photo.url, thumbnail, width: photo.width });
  return (
    <AvifPicture avif={sources.avif} sizes={AVATAR_SIZES}>
      <img
        src={thumbnail}
        srcSet={sources.webp}
        sizes={AVATAR_SIZES}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-full bg-slate-100 object-cover shadow-inner ring-4 ring-white"
      />
    </AvifPicture>
  );
}

/** A person's card: their photo or an initials avatar (CSS), name (h3), role, location, bio, details, highlights, contact links. */
export function ProfileCard({
  name,
  role,
  location,
  bio,
  details,
  achievements,
  achievementsHeading,
  contact,
  tags,
  photo,
  className,
}: {
  name: string;
  role: string;
  location?: string;
  bio: string;
  details?: readonly ProfileDetail[];
  achievements?: readonly string[];
  achievementsHeading?: string;
  contact?: { phone?: string; email?: string };
  tags?: readonly string[];
  photo?: ProfilePhoto;
  className?: string;
}) {
  const uiKitText = useUiKitText();
  return (
    <article
      className={clsx("flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)}
    >
      <div className="flex items-start gap-4">
        {photo ? (
          <Portrait photo={photo} />
        ) : (
          <span
            aria-hidden="true"
            className={clsx(
              "flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-xl font-extrabold text-white shadow-inner ring-4 ring-white",
              colourFor(name),
            )}
          >
            {initialsOf(name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">{name}</h3>
          <p className="font-semibold text-brand-700">{role}</p>
          {location && (
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
              <Icon name="map-pin" className="size-3.5" />
              {location}
            </p>
          )}
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-slate-600">{bio}</p>
      {details && details.length > 0 && (
        <dl className="mt-4 space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
              <dt className="font-semibold text-slate-800">{detail.label}</dt>
              <dd className="text-slate-600">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {tags && tags.length > 0 && <TagList className="mt-4" items={tags} />}
      {achievements && achievements.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-bold text-slate-900">{achievementsHeading ?? uiKitText.achievements}</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
            {achievements.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="award" className="mt-0.5 size-4 shrink-0 text-saffron-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {contact && (contact.phone || contact.email) && (
        <div className="mt-auto flex flex-wrap gap-x-5 gap-y-1 border-t border-slate-100 pt-4 text-sm font-semibold [&:not(:first-child)]:mt-5">
          {contact.phone && (
            <a
              href={telHref(contact.phone)}
              className="inline-flex min-h-11 items-center gap-1.5 text-brand-700 hover:underline"
            >
              <Icon name="phone" className="size-4" />
              <span className="sr-only">{uiKitText.call} </span>
              {contact.phone}
            </a>
          )}
          {contact.email && (
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-11 items-center gap-1.5 break-all text-brand-700 hover:underline"
            >
              <Icon name="mail" className="size-4 shrink-0" />
              <span className="sr-only">{uiKitText.emailLabel} </span>
              {contact.email}
            </a>
          )}
        </div>
      )}
    </article>
  );
}

/** People's cards as a card design (leadership, mentors, key players). */
export const profileCards: CardDesign<"profile"> = {
  key: (person) => person.name,
  view: (person) => <ProfileCard {...person} />,
};
