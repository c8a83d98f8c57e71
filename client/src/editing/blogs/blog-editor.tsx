import { SLUG, TITLE } from "@theatre/common/input-limits";
import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Form, Formik } from "formik";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import * as yup from "yup";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { BlogInput, EditableBlogFieldsFragment } from "../../gql/graphql";
import { slugify } from "@theatre/common/slug";
import { usePageTitle } from "../../lib/use-page-title";
import { BlogView, type BlogViewData } from "../../features/blogs/blog-view";
import { AdminBlogQuery, SaveBlogDraftMutation, UnpublishBlogMutation, UpdateBlogMutation } from "./blogs.graphql";
import { StateLabel } from "../shell/content-state";
import { DraftWatch, PreviewPanel, UnpublishButton, useDraftEditing } from "../shell/drafts/draft-editing";
import { ImageUpload } from "../shell/fields/image-upload";
import { useAccessibilityCheck } from "../shell/accessibility-check/use-accessibility-check";
import { AccessibilityCheckList } from "../shell/accessibility-check/accessibility-check-list";
import { blogAccessibilityIssues } from "@theatre/common/accessibility-check";
import { toLondonInput } from "@theatre/common/london-wall-clock";
import { photoIndex } from "../shell/fields/upload";
import { Repeatable } from "../shell/fields/repeatable";
import { TitleAndSlug } from "../shell/fields/title-and-slug";
import { oneLine } from "../shell/fields/one-line";
import { RichTextField } from "../shell/fields/rich-text-editor";
import { LastEdited } from "../shell/drafts/save-flow";
import { EditingPresence } from "../shell/drafts/presence";
import { SharePreview } from "../shell/drafts/share-preview";
import { HistoryButton } from "../shell/drafts/history";
import { RestoreBlogRevisionMutation } from "../shell/drafts/history.graphql";
import { ScheduleBox } from "../shell/drafts/schedule";
import { ScheduleBlogMutation } from "../shell/drafts/schedule.graphql";
import { EditorSection, EditorSections } from "../shell/sections/editor-sections";
import type { SectionSpec } from "../shell/sections/section-errors";

interface BlogFormValues {
  title: string;
  slug: string;
  mainimage: string;
  mainimageDescription: string;
  author: string;
  body: string;
  order: string;
  images: { id?: string; photo: string; caption: string; description: string; decorative: boolean; uploadIndex: number }[];
}

const toForm = (blog: EditableBlogFieldsFragment): BlogFormValues => ({
  title: blog.title,
  slug: blog.slug,
  mainimage: blog.mainimage,
  mainimageDescription: blog.mainimageDescription,
  author: blog.author,
  body: blog.body,
  order: toLondonInput(blog.order).slice(0, 10),
  images: blog.images.map(({ id, photo, caption, description, decorative }) => ({ id, photo, caption, description, decorative, uploadIndex: photoIndex(photo) })),
});

/** The form as the server takes it (BlogInput); empty fields are fine for a draft. */
const toInput = (values: BlogFormValues, version: number): BlogInput => ({
  title: values.title.trim(),
  slug: values.slug.trim(),
  mainimage: values.mainimage,
  mainimageDescription: values.mainimageDescription.trim(),
  author: values.author.trim(),
  body: values.body,
  order: values.order ? new Date(`${values.order}T12:00:00`).toISOString() : null,
  images: values.images.filter((i) => i.photo).map(({ id, photo, caption, description, decorative }) => ({ id, photo, caption: caption.trim(), description: description.trim(), decorative })),
  version,
});

/** The form's current values in the shape the public blog page draws (the editor's Preview). */
const toView = (values: BlogFormValues, blog: EditableBlogFieldsFragment): BlogViewData => {
  const input = toInput(values, 0);
  return {
    id: blog.id,
    slug: input.slug,
    title: input.title,
    author: input.author,
    body: input.body ?? "",
    order: input.order ?? null,
    createdAt: blog.createdAt,
    mainimage: input.mainimage ?? "",
    mainimageDescription: input.mainimageDescription ?? "",
    mainimageSizes: [],
    images: values.images.filter((i) => i.photo).map((image, i) => ({ id: image.id ?? `new-photo-${i}`, photo: image.photo, caption: image.caption.trim(), description: image.description.trim(), decorative: image.decorative, width: null, height: null, sizes: [], avifSizes: [] })),
  };
};

/** The blog editor's sections: a long post's words or many photos no longer hide its basics. */
export const BLOG_SECTIONS: SectionSpec[] = [
  { id: "basics", title: "Basics", fields: ["title", "slug", "author", "order", "mainimage", "mainimageDescription"] },
  { id: "words", title: "Words", fields: ["body"] },
  { id: "photos", title: "Photos", fields: ["images"] },
];

const schema = yup.object({
  title: oneLine("The title").required("The title is required").min(TITLE.min, `The title needs at least ${TITLE.min} characters`).max(TITLE.max, `The title is too long (at most ${TITLE.max} characters)`),
  slug: yup.string().trim().required("The url is required").min(SLUG.min, `The url needs at least ${SLUG.min} characters`).max(SLUG.max, `The url is too long (at most ${SLUG.max} characters)`).matches(/^[A-Za-z0-9_-]+$/, "Use only letters, numbers, dashes and underscores"),
  author: yup.string().trim().required("The author is required").min(3, "The author needs at least 3 characters"),
  body: yup.string().trim().test("min3", "The post needs at least 3 characters", (v) => !v || v.length >= 3),
});


/**
 * The blog editor: title, url, main image, body, photos, author and display date. It loads the
 * post as its editor left it (the draft over what is published); loading it again (after a
 * conflict) starts the form afresh.
 */
export function BlogEditor() {
  const { slug = "" } = useParams();
  // Never through the shared cache: the draft must not show on a public page of this session.
  const { data, loading, error, refetch } = useQuery(AdminBlogQuery, { variables: { slug }, fetchPolicy: "no-cache" });
  const [loads, setLoads] = useState(0);
  const blog = data?.blogDraft;
  usePageTitle(blog ? `Edit ${blog.title || "new blog"}` : "Edit blog");
  useMarkContentLoaded(!loading);

  if (loading && !blog) return <Loading what="the blog" />;
  if (error || !blog) return <LoadError what="this blog" onRetry={() => void refetch()} />;
  return <BlogEditorForm key={`${blog.id}-${loads}`} blog={blog} slug={slug} reload={() => void refetch().then(() => setLoads((n) => n + 1))} />;
}

function BlogEditorForm({ blog, slug, reload }: { blog: EditableBlogFieldsFragment; slug: string; reload: () => void }) {
  const navigate = useNavigate();
  // A publish answers what visitors now see, so it may update the shared cache; drafts stay out of it.
  const [update] = useMutation(UpdateBlogMutation);
  const [saveDraft] = useMutation(SaveBlogDraftMutation, { fetchPolicy: "no-cache" });
  const [unpublish] = useMutation(UnpublishBlogMutation, { fetchPolicy: "no-cache" });
  const [restoreRevision] = useMutation(RestoreBlogRevisionMutation, { fetchPolicy: "no-cache" });
  const [schedule] = useMutation(ScheduleBlogMutation, { fetchPolicy: "no-cache" });
  const [editUrl, setEditUrl] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const drafts = useDraftEditing<BlogFormValues, EditableBlogFieldsFragment>({
    kind: "blog",
    id: blog.id,
    item: blog,
    toValues: toForm,
    saveDraft: async (values, version) => (await saveDraft({ variables: { id: blog.id, input: toInput(values, version) } })).data!.saveBlogDraft,
    reload,
  });
  const current = drafts.record;
  const follows = !editUrl && (blog.isNew || blog.slug === slugify(blog.title));
  const check = useAccessibilityCheck();

  return (
    <section className="page editor">
      <h1>Edit blog</h1>
      <p className="editor-state"><StateLabel state={current.state} /></p>
      <LastEdited by={current.updatedBy} at={current.updatedAt} />
      <EditingPresence kind="blog" id={blog.id} />
      <SharePreview kind="blog" id={blog.id} />
      <Formik<BlogFormValues>
        key={drafts.formKey}
        initialValues={drafts.initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          if (!check.clears(blogAccessibilityIssues(toInput(values, 0)))) return;
          const saved = await drafts.publish(values, async (version) => (await update({ variables: { id: blog.id, input: toInput(values, version) } })).data!.updateBlog, helpers.setErrors);
          if (!saved) return;
          if (saved.slug !== slug) {
            void navigate("/admin-edit-tool/blogs", { state: { notice: "Saved!" } });
            return;
          }
          helpers.resetForm({ values: toForm(saved) });
          drafts.notify("Saved!");
        }}
      >
        {({ isSubmitting, values, setFieldValue, setErrors }) => (
          <>
            <Form noValidate aria-label="Blog" className="editor-form">
              <DraftWatch onChange={drafts.changed} />
              <EditorSections kind="blog" sections={BLOG_SECTIONS}>
                <EditorSection id="basics">
                  <TitleAndSlug follow={follows} onEditUrl={() => setEditUrl(true)} pathPrefix="/blogs/" />
                  <FormField name="author" label="Author" />
                  <FormField name="order" label="Display date" type="date" hint="Empty: the date the post was created" />
                  <ImageUpload owner="blogs" itemId={blog.id} imageKey="mainimage" index={0} label="Main image" value={values.mainimage} onChange={(url) => void setFieldValue("mainimage", url)} />
                  <FormField name="mainimageDescription" label="Describe this picture" hint="What the main image shows, in words, for people who cannot see it (its alt text); needed to publish" />
                </EditorSection>
                <EditorSection id="words">
                  <RichTextField name="body" label="Body" />
                </EditorSection>
                <EditorSection id="photos">
                  <Repeatable name="images" legend="Photos" itemLabel="photo" blank={() => ({ photo: "", caption: "", description: "", decorative: false, uploadIndex: Math.max(-1, ...values.images.map((i) => i.uploadIndex)) + 1 })}>
                    {(p, index, item) => (
                      <>
                        <ImageUpload owner="blogs" itemId={blog.id} imageKey="photo" index={item.uploadIndex} label={`Photo ${index + 1}`} value={item.photo} onChange={(url) => void setFieldValue(`${p}.photo`, url)} />
                        <FormField name={`${p}.caption`} label="Caption" />
                        <FormField name={`${p}.description`} label="Description" hint="What the photo shows, for people who cannot see it" />
                        <label className="checkbox">
                          <Field type="checkbox" name={`${p}.decorative`} /> Decorative only (no description needed)
                        </label>
                      </>
                    )}
                  </Repeatable>
                </EditorSection>
                <AccessibilityCheckList check={check} />
              </EditorSections>
              <div className="editor-actions">
                {/* Not held back by errors: a refused save opens the sections that hold them and focuses the first. */}
                <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Saving…" : "Save changes"}</button>
                <button type="button" className="secondary-button" onClick={() => void drafts.saveDraft(values, setErrors)}>Save draft</button>
                <button type="button" className="secondary-button" onClick={() => setPreviewing(true)}>Preview</button>
                <HistoryButton
                  kind="blog"
                  id={blog.id}
                  current={() => toInput(values, 0)}
                  restore={(revisionId) => drafts.restore(values, async (version) => (await restoreRevision({ variables: { id: blog.id, revisionId, version } })).data!.restoreBlogRevision)}
                  notify={drafts.notify}
                />
                {current.state !== "draft" && (
                  <UnpublishButton
                    what={current.title || "this blog"}
                    onUnpublish={() => void drafts.changeState(async (version) => (await unpublish({ variables: { id: blog.id, version } })).data!.unpublishBlog).then((done) => done && drafts.notify("Unpublished: the blog is no longer on the site"))}
                  />
                )}
                <Link className="button secondary" to="/admin-edit-tool/blogs">Close</Link>
                {current.state !== "draft" && <a href={`/blogs/${slug}`} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> (opens in a new tab)</span></a>}
                {drafts.statusLine}
              </div>
            </Form>
            <ScheduleBox
              publishAt={current.publishAt}
              unpublishAt={current.unpublishAt}
              withUnpublish
              onSchedule={(times) => drafts.schedule(values, async () => (await schedule({ variables: { id: blog.id, ...times } })).data!.scheduleBlog)}
            />
            {previewing && (
              <PreviewPanel onClose={() => setPreviewing(false)}>
                <BlogView blog={toView(values, blog)} />
              </PreviewPanel>
            )}
          </>
        )}
      </Formik>
      {drafts.elements}
    </section>
  );
}
