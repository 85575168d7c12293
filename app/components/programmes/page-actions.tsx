/**
 * Renders a content module's `PageAction`: a router link, the application form
 * (the site's own, or an outside one in a new tab), a document the staff linked in
 * Site details (nothing until they do), a plain button with no action, or the
 * disabled Coming Soon button, with the words the specification gives each button.
 */
import { Button, ButtonLink, type ButtonVariant } from "~/components/ui/button-link";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import type { PageAction } from "~/content/display-types";
import { useApplyLink } from "~/lib/apply-link";
import { useSite } from "~/lib/site";

export function PageActionButton({
  action,
  variant = "primary",
  className,
}: {
  action: PageAction;
  variant?: ButtonVariant;
  className?: string;
}) {
  const apply = useApplyLink(action.kind === "apply" ? { type: action.type } : undefined);
  const documents = useSite().documents;
  if (action.kind === "coming-soon") return <ComingSoonButton className={className} />;
  if (action.kind === "document") {
    const address = documents?.[action.document];
    if (!address) return null;
    return (
      <ButtonLink to={address} external variant={variant} className={className}>
        {action.label}
      </ButtonLink>
    );
  }
  const label =
    action.kind === "link" && action.context ? (
      <>
        {action.label}
        <span className="sr-only"> {action.context}</span>
      </>
    ) : (
      action.label
    );
  return action.kind === "none" ? (
    <Button variant={variant} className={className}>
      {label}
    </Button>
  ) : (
    <ButtonLink
      to={action.kind === "link" ? action.to : apply.to}
      external={action.kind === "apply" && apply.external}
      variant={variant}
      className={className}
    >
      {label}
    </ButtonLink>
  );
}

/** The buttons of a CtaBand (on its dark band): the first primary, the others light outlines. */
export function CtaButtons({ actions }: { actions: readonly PageAction[] }) {
  return (
    <>
      {actions.map((action, index) => (
        <PageActionButton key={action.label} action={action} variant={index === 0 ? "primary" : "light"} />
      ))}
    </>
  );
}
