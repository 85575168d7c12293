/**
 * Renders a content module's `PageAction`: a router link, the external volunteer
 * form (new tab), a plain button with no action, or the disabled Coming Soon
 * button, exactly as the specification names each button.
 */
import { Button, ButtonLink, type ButtonVariant } from "~/components/ui/button-link";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import type { PageAction } from "~/content/display-types";
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
  const site = useSite();
  if (action.kind === "coming-soon") return <ComingSoonButton className={className} />;
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
      to={action.kind === "link" ? action.to : site.volunteerFormUrl}
      external={action.kind === "volunteer-form"}
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
