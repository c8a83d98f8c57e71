import { Field } from "formik";

/** Marks a photo as decoration only: it then needs no caption, and screen readers pass it by (alt=""). */
export function DecorativeBox({ name }: { name: string }) {
  return (
    <label className="checkbox">
      <Field type="checkbox" name={name} /> Decorative only: it shows nothing visitors need to know
    </label>
  );
}
