/** Name, e-mail and phone: the first fields of every visitor form. */

import type { FieldErrors } from "#common/form-kit/field-errors";
import { LIMITS } from "#common/visitor-form-fields";
import { TextField } from "~/components/form-kit/form-fields";
import { useMessageFormText } from "~/components/ui/use-message-form-text";

export function PersonFields({ errors, phoneRequired = false }: { errors: FieldErrors; phoneRequired?: boolean }) {
  const text = useMessageFormText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="firstName"
        label={text.firstName}
        required
        autoComplete="given-name"
        maxLength={LIMITS.name}
        error={errors.firstName}
      />
      <TextField
        name="lastName"
        label={text.lastName}
        required
        autoComplete="family-name"
        maxLength={LIMITS.name}
        error={errors.lastName}
      />
      <TextField
        name="email"
        type="email"
        label={text.emailLabel}
        required
        autoComplete="email"
        inputMode="email"
        placeholder={text.emailPlaceholder}
        maxLength={LIMITS.email}
        error={errors.email}
      />
      <TextField
        name="phone"
        type="tel"
        label={text.phoneLabel}
        required={phoneRequired}
        autoComplete="tel"
        inputMode="tel"
        placeholder={text.phonePlaceholder}
        maxLength={LIMITS.phone}
        error={errors.phone}
      />
    </div>
  );
}
