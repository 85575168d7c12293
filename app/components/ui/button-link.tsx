import clsx from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";
import { useUiKitText } from "~/components/ui/use-ui-kit-text";

/** primary: saffron call to action (any background); secondary: outline on light backgrounds; light: outline on dark ones. */
export type ButtonVariant = "primary" | "secondary" | "light";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center text-sm font-bold transition-colors sm:text-base";

export const buttonClass: Record<ButtonVariant, string> = {
  primary: `${base} bg-saffron-400 text-slate-950 shadow-sm hover:bg-saffron-300`,
  secondary: `${base} border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50`,
  light: `${base} border-2 border-white/70 text-white hover:bg-white/10`,
};

/** A link styled as a button; internal paths use the router, `external` opens a new tab, tel:/mailto:/upi: stay plain links. */
export function ButtonLink({
  to,
  variant = "primary",
  external = false,
  className,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const uiKitText = useUiKitText();
  const classes = clsx(buttonClass[variant], className);
  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <Icon name="external-link" className="size-4 opacity-70" />
        <span className="sr-only">{uiKitText.opensInNewTab}</span>
      </a>
    );
  }
  if (/^(https?:|tel:|mailto:|upi:)/.test(to)) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

/** A button-looking button of type="button" (the specification's buttons with no action use it). */
export function Button({
  variant = "primary",
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & { variant?: ButtonVariant }) {
  return (
    <button type="button" className={clsx(buttonClass[variant], className)} {...rest}>
      {children}
    </button>
  );
}
