/**
 * The admin area still imports the fields from here; they live in the form kit
 * (components/ui/form-fields). Remove this file once the admin forms import the kit.
 */
export {
  CheckboxField,
  FieldError,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/ui/form-fields";
