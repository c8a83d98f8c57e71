import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Form, Formik, useFormikContext } from "formik";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { slugify } from "../../lib/slug";
import { usePageTitle } from "../../lib/use-page-title";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { AdminPlayQuery, UpdatePlayMutation } from "./admin.graphql";
import { ImageUpload } from "./image-upload";
import { playSchema, STATUSES, toPlayForm, toPlayInput, type PlayFormValues } from "./play-form";
import { Repeatable } from "./repeatable";
import { TitleAndSlug } from "./title-and-slug";
import { RichTextField } from "./rich-text-editor";
import { LastEdited, useSaveFlow } from "./save-flow";
import { EditingPresence } from "./presence";


/** The audition recipient appears, and becomes required, once 'audition' is ticked. */
function StatusBox() {
  const { values } = useFormikContext<PlayFormValues>();
  return (
    <aside className="sidebar editor-sidebar">
      <fieldset>
        <legend>Status</legend>
        {STATUSES.map((status) => (
          <label key={status} className="checkbox">
            <Field type="checkbox" name="status" value={status} /> {status}
          </label>
        ))}
      </fieldset>
      {values.status.includes("audition") && <FormField name="auditionEmailRecipient" label="Audition email recipient (required)" type="email" />}
    </aside>
  );
}

/** The play editor: every field of the specification's admin screen. */
export function PlayEditor() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminPlayQuery, { variables: { slug }, fetchPolicy: "network-only" });
  const [update] = useMutation(UpdatePlayMutation);
  const [editUrl, setEditUrl] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const save = useSaveFlow(() => void refetch().then(() => setFormKey((k) => k + 1)));
  const play = data?.play;
  usePageTitle(play ? `Edit ${play.title || "new play"}` : "Edit play");
  useMarkContentLoaded(!loading);

  if (loading && !play) return <Loading what="the play" />;
  if (error || !play) return <LoadError what="this play" onRetry={() => void refetch()} />;
  const follows = !editUrl && (play.isNew || play.slug === slugify(play.title));

  return (
    <section className="page editor">
      <h1>Edit play</h1>
      <LastEdited by={play.updatedBy} at={play.updatedAt} />
      <EditingPresence kind="play" id={play.id} />
      <Formik<PlayFormValues>
        key={`${play.id}-${formKey}`}
        initialValues={toPlayForm(play)}
        validationSchema={playSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const { data: saved } = await update({ variables: { id: play.id, input: toPlayInput(values, play.version) } });
            if (saved!.updatePlay.slug !== slug) {
              void navigate("/admin-edit-tool/plays", { state: { notice: "Saved!" } });
              return;
            }
            helpers.resetForm({ values: toPlayForm(saved!.updatePlay) });
            save.notify("Saved!");
          } catch (e) {
            save.failed(e, helpers.setErrors);
          }
        }}
      >
        {({ isSubmitting, isValid, values, setFieldValue }) => (
          <Form noValidate aria-label="Play" className="editor-form">
            <div className="with-sidebar">
              <div className="main-column">
                <TitleAndSlug follow={follows} onEditUrl={() => setEditUrl(true)} pathPrefix="/" />
                <ImageUpload owner="plays" itemId={play.id} imageKey="mainimage" index={0} label="Main image" value={values.mainimage} onChange={(url) => void setFieldValue("mainimage", url)} />
                <FormField name="message" label="Notice message" hint="A short tag such as 'Last few tickets'" />
                <RichTextField name="blurb" label="Blurb" />
                <FormField name="blurbExcerpt" label="Blurb excerpt" hint="Short plain text for lists; empty uses the start of the blurb" as="textarea" rows={3} />
                <FormField name="buylink" label="Buy-ticket link" type="url" />

                <fieldset className="group">
                  <legend>Dates</legend>
                  <FormField name="startdate" label="Start date" type="datetime-local" />
                  <Repeatable name="displayedText" legend="Displayed dates" itemLabel="date" blank={() => ({ title: "", description: "", startdate: "" })}>
                    {(p) => (
                      <>
                        <FormField name={`${p}.title`} label="Title" />
                        <FormField name={`${p}.description`} label="Description" />
                        <FormField name={`${p}.startdate`} label="Date (optional)" type="datetime-local" />
                      </>
                    )}
                  </Repeatable>
                </fieldset>
                <Repeatable name="venues" legend="Venues" itemLabel="venue" blank={() => ({ name: "", address: "", maplink: "" })}>
                  {(p) => (
                    <>
                      <FormField name={`${p}.name`} label="Name" />
                      <FormField name={`${p}.address`} label="Address" />
                      <FormField name={`${p}.maplink`} label="Map link" type="url" />
                    </>
                  )}
                </Repeatable>
                <Repeatable name="prices" legend="Prices" itemLabel="price" blank={() => ({ title: "", price: "" })}>
                  {(p) => (
                    <>
                      <FormField name={`${p}.title`} label="Title" />
                      <FormField name={`${p}.price`} label="Price (£)" inputMode="decimal" />
                    </>
                  )}
                </Repeatable>
                <Repeatable name="videolinks" legend="Video links" itemLabel="video link" blank={() => ({ url: "" })}>
                  {(p) => <FormField name={`${p}.url`} label="Video page" type="url" />}
                </Repeatable>
                <Repeatable name="reviews" legend="Reviews" itemLabel="review" blank={() => ({ reviewer: "", text: "" })}>
                  {(p) => (
                    <>
                      <FormField name={`${p}.reviewer`} label="Reviewer" />
                      <FormField name={`${p}.text`} label="Review" as="textarea" rows={4} />
                    </>
                  )}
                </Repeatable>
                <fieldset className="group">
                  <legend>Production team</legend>
                  <FormField name="teamTitle" label="Team title" />
                  <Repeatable name="team" legend="Team members" itemLabel="team member" blank={() => ({ role: "", name: "" })}>
                    {(p) => (
                      <>
                        <FormField name={`${p}.role`} label="Role" />
                        <FormField name={`${p}.name`} label="Name" />
                      </>
                    )}
                  </Repeatable>
                </fieldset>
                <fieldset className="group">
                  <legend>Cast list</legend>
                  <FormField name="castTitle" label="Cast title" />
                  <Repeatable name="cast" legend="Cast members" itemLabel="cast member" blank={() => ({ charactername: "", realname: "" })}>
                    {(p) => (
                      <>
                        <FormField name={`${p}.charactername`} label="Character" />
                        <FormField name={`${p}.realname`} label="Actor" />
                      </>
                    )}
                  </Repeatable>
                </fieldset>
                <Repeatable
                  name="images"
                  legend="Photos"
                  itemLabel="photo"
                  blank={() => ({ photo: "", caption: "", uploadIndex: Math.max(-1, ...values.images.map((i) => i.uploadIndex)) + 1 })}
                >
                  {(p, index, item) => (
                    <>
                      <ImageUpload owner="plays" itemId={play.id} imageKey="photo" index={item.uploadIndex} label={`Photo ${index + 1}`} value={item.photo} onChange={(url) => void setFieldValue(`${p}.photo`, url)} />
                      <FormField name={`${p}.caption`} label="Caption" />
                    </>
                  )}
                </Repeatable>
              </div>
              <StatusBox />
            </div>
            <div className="editor-actions">
              <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Saving…" : "Save changes"}</button>
              <Link className="button secondary" to="/admin-edit-tool/plays">Close</Link>
              <a href={`/${play.slug}`} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> (opens in a new tab)</span></a>
            </div>
          </Form>
        )}
      </Formik>
      {save.element}
    </section>
  );
}
