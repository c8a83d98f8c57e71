import { useFormikContext } from "formik";
import type { ChangeEvent } from "react";
import { FormField } from "../../../components/ui/form-field";
import { slugify } from "@theatre/common/slug";

/** The title field, and the url that follows it until 'Edit url' is pressed (specification section 4). */
export function TitleAndSlug({ follow, onEditUrl, pathPrefix }: { follow: boolean; onEditUrl: () => void; pathPrefix: string }) {
  const { setFieldValue, values } = useFormikContext<{ title: string; slug: string }>();
  return (
    <>
      <FormField
        name="title"
        label="Title"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          void setFieldValue("title", event.target.value);
          if (follow) void setFieldValue("slug", slugify(event.target.value));
        }}
      />
      <div className="slug-row">
        <FormField name="slug" label="Url" readOnly={follow} hint={`The page's address: ${pathPrefix}${values.slug}`} />
        {follow && <button type="button" onClick={onEditUrl}>Edit url</button>}
      </div>
    </>
  );
}
