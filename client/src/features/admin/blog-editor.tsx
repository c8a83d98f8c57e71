import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import * as yup from "yup";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { EditableBlogFieldsFragment } from "../../gql/graphql";
import { slugify } from "../../lib/slug";
import { usePageTitle } from "../../lib/use-page-title";
import { AdminBlogQuery, UpdateBlogMutation } from "./admin.graphql";
import { ImageUpload } from "./image-upload";
import { photoIndex, toLocalInput } from "./play-form";
import { Repeatable } from "./repeatable";
import { TitleAndSlug } from "./title-and-slug";
import { RichTextField } from "./rich-text-editor";
import { LastEdited, useSaveFlow } from "./save-flow";
import { EditingPresence } from "./presence";

interface BlogFormValues {
  title: string;
  slug: string;
  mainimage: string;
  author: string;
  body: string;
  order: string;
  images: { id?: string; photo: string; caption: string; uploadIndex: number }[];
}

const toForm = (blog: EditableBlogFieldsFragment): BlogFormValues => ({
  title: blog.title,
  slug: blog.slug,
  mainimage: blog.mainimage,
  author: blog.author,
  body: blog.body,
  order: toLocalInput(blog.order).slice(0, 10),
  images: blog.images.map(({ id, photo, caption }) => ({ id, photo, caption, uploadIndex: photoIndex(photo) })),
});

const schema = yup.object({
  title: yup.string().trim().required("The title is required").min(3, "The title needs at least 3 characters"),
  slug: yup.string().trim().required("The url is required").min(3, "The url needs at least 3 characters").matches(/^[A-Za-z0-9_-]+$/, "Use only letters, numbers, dashes and underscores"),
  author: yup.string().trim().required("The author is required").min(3, "The author needs at least 3 characters"),
  body: yup.string().trim().test("min3", "The post needs at least 3 characters", (v) => !v || v.length >= 3),
});


/** The blog editor: title, url, main image, body, photos, author and display date. */
export function BlogEditor() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminBlogQuery, { variables: { slug }, fetchPolicy: "network-only" });
  const [update] = useMutation(UpdateBlogMutation);
  const [editUrl, setEditUrl] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const save = useSaveFlow(() => void refetch().then(() => setFormKey((k) => k + 1)));
  const blog = data?.blog;
  usePageTitle(blog ? `Edit ${blog.title || "new blog"}` : "Edit blog");
  useMarkContentLoaded(!loading);

  if (loading && !blog) return <Loading what="the blog" />;
  if (error || !blog) return <LoadError what="this blog" onRetry={() => void refetch()} />;
  const follows = !editUrl && (blog.isNew || blog.slug === slugify(blog.title));

  return (
    <section className="page editor">
      <h1>Edit blog</h1>
      <LastEdited by={blog.updatedBy} at={blog.updatedAt} />
      <EditingPresence kind="blog" id={blog.id} />
      <Formik<BlogFormValues>
        key={`${blog.id}-${formKey}`}
        initialValues={toForm(blog)}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const { data: saved } = await update({
              variables: {
                id: blog.id,
                input: {
                  title: values.title.trim(),
                  slug: values.slug.trim(),
                  mainimage: values.mainimage,
                  author: values.author.trim(),
                  body: values.body,
                  order: values.order ? new Date(`${values.order}T12:00:00`).toISOString() : null,
                  images: values.images.filter((i) => i.photo).map(({ id, photo, caption }) => ({ id, photo, caption: caption.trim() })),
                  version: blog.version,
                },
              },
            });
            if (saved!.updateBlog.slug !== slug) {
              void navigate("/admin-edit-tool/blogs", { state: { notice: "Saved!" } });
              return;
            }
            helpers.resetForm({ values: toForm(saved!.updateBlog) });
            save.notify("Saved!");
          } catch (e) {
            save.failed(e, helpers.setErrors);
          }
        }}
      >
        {({ isSubmitting, isValid, values, setFieldValue }) => (
          <Form noValidate aria-label="Blog" className="editor-form">
            <TitleAndSlug follow={follows} onEditUrl={() => setEditUrl(true)} pathPrefix="/blogs/" />
            <ImageUpload owner="blogs" itemId={blog.id} imageKey="mainimage" index={0} label="Main image" value={values.mainimage} onChange={(url) => void setFieldValue("mainimage", url)} />
            <RichTextField name="body" label="Body" />
            <Repeatable name="images" legend="Photos" itemLabel="photo" blank={() => ({ photo: "", caption: "", uploadIndex: Math.max(-1, ...values.images.map((i) => i.uploadIndex)) + 1 })}>
              {(p, index, item) => (
                <>
                  <ImageUpload owner="blogs" itemId={blog.id} imageKey="photo" index={item.uploadIndex} label={`Photo ${index + 1}`} value={item.photo} onChange={(url) => void setFieldValue(`${p}.photo`, url)} />
                  <FormField name={`${p}.caption`} label="Caption" />
                </>
              )}
            </Repeatable>
            <FormField name="author" label="Author" />
            <FormField name="order" label="Display date" type="date" hint="Empty: the date the post was created" />
            <div className="editor-actions">
              <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Saving…" : "Save changes"}</button>
              <Link className="button secondary" to="/admin-edit-tool/blogs">Close</Link>
              <a href={`/blogs/${blog.slug}`} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> (opens in a new tab)</span></a>
            </div>
          </Form>
        )}
      </Formik>
      {save.element}
    </section>
  );
}
