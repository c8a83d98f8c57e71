import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Form, Formik, useFormikContext } from "formik";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { slugify } from "@theatre/common/slug";
import { usePageTitle } from "../../lib/use-page-title";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import type { EditablePlayFieldsFragment } from "../../gql/graphql";
import { PlayView } from "../../features/plays/play-view";
import { AdminPlayQuery, BoxOfficeSettingsQuery, SavePlayDraftMutation, UnpublishPlayMutation, UpdatePlayMutation } from "./plays.graphql";
import { StateLabel } from "../shell/content-state";
import { DraftWatch, PreviewPanel, UnpublishButton, useDraftEditing } from "../shell/drafts/draft-editing";
import { ImageUpload } from "../shell/fields/image-upload";
import { useAccessibilityCheck } from "../shell/accessibility-check/use-accessibility-check";
import { AccessibilityCheckList } from "../shell/accessibility-check/accessibility-check-list";
import { playAccessibilityIssues } from "@theatre/common/accessibility-check";
import { AudienceFields, PerformancesField } from "./performances-editor";
import { blankCastMember, blankTeamMember, completePlayForm, playSchema, STATUSES, STATUS_WORDS, toPlayForm, toPlayInput, toPlayView, type PlayFormValues } from "./play-form";
import { PersonNameField } from "./person-picker";
import { Repeatable } from "../shell/fields/repeatable";
import { TitleAndSlug } from "../shell/fields/title-and-slug";
import { RichTextField } from "../shell/fields/rich-text-editor";
import { LastEdited } from "../shell/drafts/save-flow";
import { EditingPresence } from "../shell/drafts/presence";
import { SharePreview } from "../shell/drafts/share-preview";
import { HistoryButton } from "../shell/drafts/history";
import { RestorePlayRevisionMutation } from "../shell/drafts/history.graphql";
import { ScheduleBox } from "../shell/drafts/schedule";
import { SchedulePlayMutation } from "../shell/drafts/schedule.graphql";
import { AdminVenuesQuery } from "../venues/venues.graphql";
import { EditorSection, EditorSections } from "../shell/sections/editor-sections";
import type { SectionSpec } from "../shell/sections/section-errors";
import { VideoThumbnailField, type EditableVideo } from "./video-thumbnail-field";
import { GalleryField } from "./gallery/gallery-field";
import { PROGRAMME_SECTION, ProgrammeSection } from "./programme/programme-section";

/**
 * The play editor's sections, in the order the form shows them, each with the fields it holds (and
 * the server's names for them, for the errors a refused save answers).
 */
export const PLAY_SECTIONS: SectionSpec[] = [
  { id: "basics", title: "Basics", fields: ["title", "slug", "status", "auditionEmailRecipient", "message", "mainimage", "mainimageDescription"] },
  { id: "words", title: "Words", fields: ["blurb", "blurbExcerpt"] },
  { id: "performances", title: "Performances", fields: ["performances", "startdate", "displayedText", "dates", "venues", "venueIds"] },
  { id: "tickets", title: "Tickets and prices", fields: ["buylink", "prices"] },
  { id: "audience", title: "Audience and access", fields: ["runningTime", "intervals", "ageGuidance", "contentWarnings", "contentNotes"] },
  { id: "cast-and-team", title: "Cast and team", fields: ["teamTitle", "team", "productionteam", "castTitle", "cast", "castlist"] },
  { id: "reviews", title: "Reviews", fields: ["reviews"] },
  { id: "pictures-and-video", title: "Pictures and video", fields: ["images", "galleryCover", "videolinks", "captionedVideolinks"] },
  PROGRAMME_SECTION,
];

const PEOPLE_HINT = "Names suggest the people already known as you type: choose one to link the name to their page, or add them as a new person. A name not chosen stays plain text.";

/** The audition recipient appears, and becomes required, once 'Open to auditions' is ticked. */
export function StatusBox() {
  const { values } = useFormikContext<PlayFormValues>();
  return (
    <div className="play-status">
      <fieldset className="group">
        <legend>Status</legend>
        {STATUSES.map((status) => (
          <label key={status} className="checkbox">
            <Field type="checkbox" name="status" value={status} /> {STATUS_WORDS[status]}
          </label>
        ))}
      </fieldset>
      {values.status.includes("audition") && <FormField name="auditionEmailRecipient" label="Audition email recipient (required)" type="email" />}
    </div>
  );
}

/**
 * The play editor: every field of the specification's admin screen. It loads the play as its
 * editor left it (the draft over what is published); loading it again (after a conflict) starts
 * the form afresh.
 */
export function PlayEditor() {
  const { slug = "" } = useParams();
  // Never through the shared cache: the draft must not show on a public page of this session.
  const { data, loading, error, refetch } = useQuery(AdminPlayQuery, { variables: { slug }, fetchPolicy: "no-cache" });
  const [loads, setLoads] = useState(0);
  const play = data?.playDraft;
  usePageTitle(play ? `Edit ${play.title || "new play"}` : "Edit play");
  useMarkContentLoaded(!loading);

  if (loading && !play) return <Loading what="the play" />;
  if (error || !play) return <LoadError what="this play" onRetry={() => void refetch()} />;
  return <PlayEditorForm key={`${play.id}-${loads}`} play={play} slug={slug} reload={() => void refetch().then(() => setLoads((n) => n + 1))} />;
}

function PlayEditorForm({ play, slug, reload }: { play: EditablePlayFieldsFragment; slug: string; reload: () => void }) {
  const navigate = useNavigate();
  // A publish answers what visitors now see, so it may update the shared cache; drafts stay out of it.
  const [update] = useMutation(UpdatePlayMutation);
  const [saveDraft] = useMutation(SavePlayDraftMutation, { fetchPolicy: "no-cache" });
  const [unpublish] = useMutation(UnpublishPlayMutation, { fetchPolicy: "no-cache" });
  const [restoreRevision] = useMutation(RestorePlayRevisionMutation, { fetchPolicy: "no-cache" });
  const [schedule] = useMutation(SchedulePlayMutation, { fetchPolicy: "no-cache" });
  const [editUrl, setEditUrl] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // What the server knows of each video link (thumbnails fetched or uploaded), by link.
  const [videos, setVideos] = useState(() => new Map(play.videos.map((video) => [video.url, video])));
  const videoUploaded = (video: EditableVideo) => setVideos((known) => new Map(known).set(video.url, video));
  // The venues to choose from; read again when the editor comes back to this tab (from Venues, say).
  const venueList = useQuery(AdminVenuesQuery, { fetchPolicy: "cache-and-network" });
  const boxOffice = useQuery(BoxOfficeSettingsQuery);
  const venues = venueList.data?.venues ?? [];
  const refetchVenues = venueList.refetch;
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === "visible") void refetchVenues().catch(() => undefined);
    };
    document.addEventListener("visibilitychange", again);
    return () => document.removeEventListener("visibilitychange", again);
  }, [refetchVenues]);
  const drafts = useDraftEditing<PlayFormValues, EditablePlayFieldsFragment>({
    kind: "play",
    id: play.id,
    item: play,
    toValues: toPlayForm,
    saveDraft: async (values, version) => (await saveDraft({ variables: { id: play.id, input: toPlayInput(values, version) } })).data!.savePlayDraft,
    reload,
  });
  const current = drafts.record;
  const follows = !editUrl && (play.isNew || play.slug === slugify(play.title));
  const check = useAccessibilityCheck();

  return (
    <section className="page editor">
      <h1>Edit play</h1>
      <p className="editor-state"><StateLabel state={current.state} /></p>
      <LastEdited by={current.updatedBy} at={current.updatedAt} />
      <EditingPresence kind="play" id={play.id} />
      <SharePreview kind="play" id={play.id} />
      <Formik<PlayFormValues>
        key={drafts.formKey}
        initialValues={completePlayForm(drafts.initialValues)}
        validationSchema={playSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          if (!check.clears(playAccessibilityIssues(toPlayInput(values, 0)))) return;
          const saved = await drafts.publish(values, async (version) => (await update({ variables: { id: play.id, input: toPlayInput(values, version) } })).data!.updatePlay, helpers.setErrors);
          if (!saved) return;
          if (saved.slug !== slug) {
            void navigate("/admin-edit-tool/plays", { state: { notice: "Saved!" } });
            return;
          }
          helpers.resetForm({ values: toPlayForm(saved) });
          drafts.notify("Saved!");
        }}
      >
        {({ isSubmitting, values, setFieldValue, setErrors }) => (
          <>
            <Form noValidate aria-label="Play" className="editor-form">
              <DraftWatch onChange={drafts.changed} />
              <EditorSections kind="play" sections={PLAY_SECTIONS}>
                <EditorSection id="basics">
                  <TitleAndSlug follow={follows} onEditUrl={() => setEditUrl(true)} pathPrefix="/" />
                  <StatusBox />
                  <FormField name="message" label="Notice message" hint="A short tag such as 'Last few tickets'" />
                  <ImageUpload owner="plays" itemId={play.id} imageKey="mainimage" index={0} label="Main image" value={values.mainimage} onChange={(url) => void setFieldValue("mainimage", url)} />
                  <FormField name="mainimageDescription" label="Describe this picture" hint="What the main image shows, in words, for people who cannot see it (its alt text); needed to publish" />
                </EditorSection>
                <EditorSection id="words">
                  <RichTextField name="blurb" label="Blurb" />
                  <FormField name="blurbExcerpt" label="Blurb excerpt" hint="Short plain text for lists; empty uses the start of the blurb" as="textarea" rows={3} />
                </EditorSection>
                <EditorSection id="performances">
                  <PerformancesField venues={venues} venuesLoading={venueList.loading} onlinePayment={boxOffice.data?.boxOfficeSettings.onlinePayment ?? false} />
                  <fieldset className="group">
                    <legend>Dates</legend>
                    <p className="hint">Performances give the play's dates. Here: a start date for a play without performances, and lines such as 'Evenings: 7.30pm, Tuesday to Saturday'.</p>
                    <FormField name="startdate" label="Start date" type="datetime-local" hint="London time" />
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
                  <p className="hint">The venues of the play's performances are listed on its page by themselves. Add a venue here only for a play without performances; a venue's details and access information are edited under Venues in the admin menu.</p>
                  <Repeatable name="venues" legend="Venues" itemLabel="venue" blank={() => ({ name: "", address: "", maplink: "" })}>
                    {(p) => (
                      <>
                        <FormField name={`${p}.name`} label="Name" />
                        <FormField name={`${p}.address`} label="Address" />
                        <FormField name={`${p}.maplink`} label="Map link" type="url" />
                      </>
                    )}
                  </Repeatable>
                </EditorSection>
                <EditorSection id="tickets">
                  <FormField name="buylink" label="Buy-ticket link" type="url" />
                  <Repeatable name="prices" legend="Prices" itemLabel="price" blank={() => ({ title: "", price: "" })}>
                    {(p) => (
                      <>
                        <FormField name={`${p}.title`} label="Title" />
                        <FormField name={`${p}.price`} label="Price (£)" inputMode="decimal" />
                      </>
                    )}
                  </Repeatable>
                </EditorSection>
                <EditorSection id="audience">
                  <AudienceFields />
                </EditorSection>
                <EditorSection id="cast-and-team">
                  <fieldset className="group">
                    <legend>Production team</legend>
                    <FormField name="teamTitle" label="Team title" />
                    <p className="hint">{PEOPLE_HINT}</p>
                    <Repeatable name="team" legend="Team members" itemLabel="team member" blank={blankTeamMember}>
                      {(p, index) => (
                        <>
                          <FormField name={`${p}.role`} label="Role" />
                          <PersonNameField row={p} nameKey="name" label="Name" errorPath={`productionteam.members.${index}`} />
                        </>
                      )}
                    </Repeatable>
                  </fieldset>
                  <fieldset className="group">
                    <legend>Cast list</legend>
                    <FormField name="castTitle" label="Cast title" />
                    <p className="hint">{PEOPLE_HINT}</p>
                    <Repeatable name="cast" legend="Cast members" itemLabel="cast member" blank={blankCastMember}>
                      {(p, index) => (
                        <>
                          <FormField name={`${p}.charactername`} label="Character" />
                          <PersonNameField row={p} nameKey="realname" label="Actor" errorPath={`castlist.members.${index}`} />
                        </>
                      )}
                    </Repeatable>
                  </fieldset>
                </EditorSection>
                <EditorSection id="reviews">
                  <Repeatable name="reviews" legend="Reviews" itemLabel="review" blank={() => ({ reviewer: "", text: "" })}>
                    {(p) => (
                      <>
                        <FormField name={`${p}.reviewer`} label="Reviewer" />
                        <FormField name={`${p}.text`} label="Review" as="textarea" rows={4} />
                      </>
                    )}
                  </Repeatable>
                </EditorSection>
                <EditorSection id="pictures-and-video">
                  <GalleryField playId={play.id} />
                  <Repeatable name="videolinks" legend="Video links" itemLabel="video link" blank={() => ({ url: "", captioned: false })}>
                    {(p, index, item) => (
                      <>
                        <FormField name={`${p}.url`} label="Video page" type="url" hint="A YouTube or Vimeo link gets its thumbnail fetched and kept on this site; visitors load nothing from the video's site until they follow the link" />
                        <label className="checkbox"><Field type="checkbox" name={`${p}.captioned`} /> Has subtitles for deaf and hard of hearing viewers</label>
                        <VideoThumbnailField url={item.url} video={videos.get(item.url.trim())} label={`video link ${index + 1}`} onUploaded={videoUploaded} />
                      </>
                    )}
                  </Repeatable>
                </EditorSection>
                <EditorSection id="programme"><ProgrammeSection playId={play.id} slug={slug} /></EditorSection>
                <AccessibilityCheckList check={check} />
              </EditorSections>
              <div className="editor-actions">
                {/* Not held back by errors: a refused save opens the sections that hold them and focuses the first. */}
                <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Saving…" : "Save changes"}</button>
                <button type="button" className="secondary-button" onClick={() => void drafts.saveDraft(values, setErrors)}>Save draft</button>
                <button type="button" className="secondary-button" onClick={() => setPreviewing(true)}>Preview</button>
                <HistoryButton
                  kind="play"
                  id={play.id}
                  current={() => toPlayInput(values, 0)}
                  restore={(revisionId) => drafts.restore(values, async (version) => (await restoreRevision({ variables: { id: play.id, revisionId, version } })).data!.restorePlayRevision)}
                  notify={drafts.notify}
                />
                {current.state !== "draft" && (
                  <UnpublishButton
                    what={current.title || "this play"}
                    onUnpublish={() => void drafts.changeState(async (version) => (await unpublish({ variables: { id: play.id, version } })).data!.unpublishPlay).then((done) => done && drafts.notify("Unpublished: the play is no longer on the site"))}
                  />
                )}
                <Link className="button secondary" to="/admin-edit-tool/plays">Close</Link>
                {current.state !== "draft" && <a href={`/${slug}`} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> (opens in a new tab)</span></a>}
                {drafts.statusLine}
              </div>
            </Form>
            <ScheduleBox
              publishAt={current.publishAt}
              unpublishAt={current.unpublishAt}
              withUnpublish
              onSchedule={(times) => drafts.schedule(values, async () => (await schedule({ variables: { id: play.id, ...times } })).data!.schedulePlay)}
            />
            {previewing && (
              <PreviewPanel onClose={() => setPreviewing(false)}>
                <PlayView play={toPlayView(values, play.id, venues, [...videos.values()])} />
              </PreviewPanel>
            )}
          </>
        )}
      </Formik>
      {drafts.elements}
    </section>
  );
}
