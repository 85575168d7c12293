/**
 * A page's draft on the real page (decision 069), in a frame at a phone's width
 * (390 px) or a desktop's (1280 px, drawn smaller to fit), in English or Hindi:
 * the page's own address with the draft's preview link, which only this site may
 * frame and no cache keeps.
 */
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { localizedPath } from "#common/locale";
import { contentDocumentText as text } from "~/content/admin/content";

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [T, string][];
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{label}</legend>
      {options.map(([option, name]) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={clsx(
            "min-h-11 rounded-lg border px-3 text-sm font-semibold",
            option === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700",
          )}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}

export function PagePreview({ path, token, onClose }: { path: string; token: string; onClose: () => void }) {
  const [width, setWidth] = useState<Width>("phone");
  const [locale, setLocale] = useState<"en" | "hi">("en");
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(1280);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 1280));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const frameWidth = WIDTHS[width];
  const scale = Math.min(1, available / frameWidth);
  const height = 760;
  const src = `${localizedPath(path, locale)}?preview=${encodeURIComponent(token)}`;
  return (
    <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="preview-heading" className="font-bold text-slate-900">
            {text.previewHeading}
          </h3>
          <p className="text-sm text-slate-600">{text.previewIntro}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold"
        >
          {text.closePreview}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Toggle
          label={text.previewHeading}
          options={[
            ["phone", `${text.previewPhone} (390 px)`],
            ["desktop", `${text.previewDesktop} (1280 px)`],
          ]}
          value={width}
          onChange={setWidth}
        />
        <Toggle
          label={text.previewEnglish}
          options={[
            ["en", text.previewEnglish],
            ["hi", text.previewHindi],
          ]}
          value={locale}
          onChange={setLocale}
        />
      </div>
      <div ref={box} className="mt-3 w-full overflow-hidden">
        <div style={{ width: frameWidth * scale, height: height * scale }} className="mx-auto">
          <iframe
            key={src}
            src={src}
            title={text.previewFrame(`${WIDTHS[width]} px`, locale === "en" ? text.previewEnglish : text.previewHindi)}
            style={{ width: frameWidth, height, transform: `scale(${scale})`, transformOrigin: "top left" }}
            className="rounded-lg border border-slate-300 bg-white"
          />
        </div>
      </div>
    </section>
  );
}
