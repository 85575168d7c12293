/**
 * A gallery item's own fields (title, description, category, location), the same
 * in the upload modal and the item editor; empty for a new item, filled for one
 * being edited. They stay uncontrolled; `useItemFieldValues` reads them back as
 * they change, for the copy kept on this device, and puts kept values back.
 */
import { type FormEvent, useState } from "react";
import { DEFAULT_GALLERY_CATEGORY, galleryCategories } from "#common/schemas/gallery";
import { SelectField, TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { galleryAdminText } from "~/content/admin/gallery";
import { categoryLabel } from "~/content/gallery";

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

/** A new item's fields, as the upload modal opens. */
export const emptyItemValues: GalleryItemValues = {
  title: "",
  description: "",
  category: DEFAULT_GALLERY_CATEGORY,
  location: "",
};

/** An item's fields as the form shows them (the editor's starting point). */
export const itemValuesFrom = ({ title, description, category, location }: GalleryItemValues): GalleryItemValues => ({
  title,
  description,
  category,
  location,
});

/**
 * The fields' values as typed: pass `onChange` to the form, and render the fields
 * with `key` and `values`, so `restore` can put kept values back into them.
 */
export function useItemFieldValues(start: GalleryItemValues) {
  const [values, setValues] = useState(start);
  const [version, setVersion] = useState(0);
  return {
    values,
    dirty: JSON.stringify(values) !== JSON.stringify(start),
    key: version,
    onChange: (event: FormEvent<HTMLFormElement>) => setValues(itemValuesOf(new FormData(event.currentTarget))),
    restore: (kept: GalleryItemValues) => {
      setValues(kept);
      setVersion((current) => current + 1);
    },
  };
}
