/**
 * A gallery item's own fields (title, description, category, location), the same
 * in the upload modal and the item editor; empty for a new item, filled for one
 * being edited.
 */
import { DEFAULT_GALLERY_CATEGORY, galleryCategories } from "#common/schemas/gallery";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import { categoryLabel } from "~/content/gallery";
import { galleryAdminText } from "~/content/gallery-admin";

const text = galleryAdminText.modal;
const categoryOptions = galleryCategories.map((value) => ({ value, label: categoryLabel(value) }));

export interface GalleryItemValues {
  title: string;
  description: string;
  category: string;
  location: string;
}

export function GalleryItemFields({
  values,
  errors,
  onTitleChange,
}: {
  values?: GalleryItemValues;
  errors: Partial<Record<keyof GalleryItemValues, string>>;
  onTitleChange?: () => void;
}) {
  return (
    <>
      <TextField
        name="title"
        label={text.titleLabel}
        required
        maxLength={200}
        placeholder={text.titlePlaceholder}
        defaultValue={values?.title}
        error={errors.title}
        onChange={onTitleChange}
      />
      <TextAreaField
        name="description"
        label={text.descriptionLabel}
        rows={3}
        maxLength={2000}
        defaultValue={values?.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category"
          label={text.categoryLabel}
          required
          placeholder={text.categoryPlaceholder}
          options={categoryOptions}
          defaultValue={values?.category ?? DEFAULT_GALLERY_CATEGORY}
          error={errors.category}
        />
        <TextField
          name="location"
          label={text.locationLabel}
          maxLength={200}
          placeholder={text.locationPlaceholder}
          defaultValue={values?.location}
          error={errors.location}
        />
      </div>
    </>
  );
}

/** The four fields as a form sends them. */
export const itemValuesOf = (form: FormData): GalleryItemValues => ({
  title: String(form.get("title") ?? "").trim(),
  description: String(form.get("description") ?? ""),
  category: String(form.get("category") || DEFAULT_GALLERY_CATEGORY),
  location: String(form.get("location") ?? ""),
});
