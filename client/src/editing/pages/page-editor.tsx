import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link } from "react-router";
import * as yup from "yup";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { EditableTextPageFieldsFragment } from "../../gql/graphql";
import { usePageTitle } from "../../lib/use-page-title";
import { AboutView, CombinationsView, ContactView } from "../../features/pages/page-views";
import {
  AdminPageDraftQuery,
  ContactPreviewQuery,
  SaveAboutDraftMutation,
  SaveCombinationsDraftMutation,
  SaveContactDraftMutation,
  UpdateAboutMutation,
  UpdateCombinationsMutation,
  UpdateContactMutation,
} from "./pages.graphql";
import { StateLabel } from "../shell/content-state";
import { DraftWatch, PreviewPanel, useDraftEditing } from "../shell/drafts/draft-editing";
import { RichTextField } from "../shell/fields/rich-text-editor";
import { useAccessibilityCheck } from "../shell/accessibility-check/use-accessibility-check";
import { AccessibilityCheckList } from "../shell/accessibility-check/accessibility-check-list";
import { pageAccessibilityIssues } from "@theatre/common/accessibility-check";
import { LastEdited } from "../shell/drafts/save-flow";
import { EditingPresence } from "../shell/drafts/presence";
import { NewsletterPanel } from "../newsletter/newsletter-panel";
import { SharePreview } from "../shell/drafts/share-preview";
import { HistoryButton } from "../shell/drafts/history";
import { RestorePageRevisionMutation } from "../shell/drafts/history.graphql";
import { ScheduleBox } from "../shell/drafts/schedule";
import { SchedulePageMutation } from "../shell/drafts/schedule.graphql";

const text = (what: string) => yup.string().trim().required(`${what} is required`).min(3, `${what} needs at least 3 characters`);

const PAGES = {
  about: { title: "About page", view: "/about", fields: [["text", "Text"], ["committeeMembers", "Committee members"]] },
  contact: { title: "Contact page", view: "/contact", fields: [["text", "Text"]] },
  combinations: { title: "Combinations page", view: "/combinations", fields: [["text", "Text"]] },
} as const;

export type PageKind = keyof typeof PAGES;

/** A page as its editor loads and saves it (the About page also has its committee members). */
type PageRecord = EditableTextPageFieldsFragment & { committeeMembers?: string };
type PageValues = Record<string, string>;

/** The Contact page's preview: its text with the site's email and the plays open to auditions, as the page shows them. */
function ContactPreview({ text }: { text: string }) {
  const { data, loading, error } = useQuery(ContactPreviewQuery);
  if (loading) return <Loading what="the preview" />;
  return <ContactView contact={{ text, contactEmail: data?.site.contactEmail, socialLinks: data?.site.socialLinks, auditionPlays: error ? [] : (data?.auditionPlays ?? []) }} />;
}

/**
 * The About, Contact and Combinations editors: rich text, View, Save changes, Save draft, Preview,
 * Close to the menu. Each loads its page as its editor left it (the draft over what is published).
 */
export function PageEditor({ kind }: { kind: PageKind }) {
  const config = PAGES[kind];
  // Never through the shared cache: the draft must not show on a public page of this session.
  const { data, loading, error, refetch } = useQuery(AdminPageDraftQuery, {
    variables: { about: kind === "about", contact: kind === "contact", combinations: kind === "combinations" },
    fetchPolicy: "no-cache",
  });
  const [loads, setLoads] = useState(0);
  usePageTitle(`Edit the ${config.title}`);
  useMarkContentLoaded(!loading);
  const page: PageRecord | undefined = data?.aboutDraft ?? data?.contactDraft ?? data?.combinationsDraft;

  if (loading && !page) return <Loading what={`the ${config.title}`} />;
  if (error || !page) return <LoadError what={`the ${config.title}`} onRetry={() => void refetch()} />;
  return <PageEditorForm key={loads} kind={kind} page={page} reload={() => void refetch().then(() => setLoads((n) => n + 1))} />;
}

function PageEditorForm({ kind, page, reload }: { kind: PageKind; page: PageRecord; reload: () => void }) {
  const config = PAGES[kind];
  // A publish answers what visitors now see, so it may update the shared cache; drafts stay out of it.
  const [saveAbout] = useMutation(UpdateAboutMutation);
  const [saveContact] = useMutation(UpdateContactMutation);
  const [saveCombinations] = useMutation(UpdateCombinationsMutation);
  const [draftAbout] = useMutation(SaveAboutDraftMutation, { fetchPolicy: "no-cache" });
  const [draftContact] = useMutation(SaveContactDraftMutation, { fetchPolicy: "no-cache" });
  const [draftCombinations] = useMutation(SaveCombinationsDraftMutation, { fetchPolicy: "no-cache" });
  const [restoreRevision] = useMutation(RestorePageRevisionMutation, { fetchPolicy: "no-cache" });
  const [schedule] = useMutation(SchedulePageMutation, { fetchPolicy: "no-cache" });
  const [previewing, setPreviewing] = useState(false);
  const toValues = (item: PageRecord): PageValues => Object.fromEntries(config.fields.map(([name]) => [name, (item as Record<string, unknown>)[name] as string]));
  const drafts = useDraftEditing<PageValues, PageRecord>({
    kind,
    id: kind,
    item: page,
    toValues,
    saveDraft: async (values, version) => {
      if (kind === "about") return (await draftAbout({ variables: { input: { text: values.text, committeeMembers: values.committeeMembers, version } } })).data!.saveAboutDraft;
      if (kind === "contact") return (await draftContact({ variables: { input: { text: values.text, version } } })).data!.saveContactDraft;
      return (await draftCombinations({ variables: { input: { text: values.text, version } } })).data!.saveCombinationsDraft;
    },
    reload,
  });
  const publish = async (values: PageValues, version: number): Promise<PageRecord> => {
    if (kind === "about") return (await saveAbout({ variables: { input: { text: values.text, committeeMembers: values.committeeMembers, version } } })).data!.updateAbout;
    if (kind === "contact") return (await saveContact({ variables: { input: { text: values.text, version } } })).data!.updateContact;
    return (await saveCombinations({ variables: { input: { text: values.text, version } } })).data!.updateCombinations;
  };
  const schema = yup.object(Object.fromEntries(config.fields.map(([name, label]) => [name, text(label)])));
  const current = drafts.record;
  const check = useAccessibilityCheck();

  return (
    <section className="page editor">
      <h1>Edit the {config.title}</h1>
      <p className="editor-state"><StateLabel state={current.state} /></p>
      <LastEdited by={current.updatedBy} at={current.updatedAt} />
      <EditingPresence kind="page" id={kind} />
      <SharePreview kind="page" id={kind} />
      <Formik<PageValues>
        key={drafts.formKey}
        initialValues={drafts.initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          if (!check.clears(pageAccessibilityIssues({ text: values.text ?? "", committeeMembers: values.committeeMembers }))) return;
          const saved = await drafts.publish(values, (version) => publish(values, version), helpers.setErrors);
          if (!saved) return;
          helpers.resetForm({ values: toValues(saved) });
          drafts.notify("Saved!");
        }}
      >
        {({ isSubmitting, isValid, values, setErrors }) => (
          <>
            <Form noValidate aria-label={config.title} className="editor-form">
              <DraftWatch onChange={drafts.changed} />
              {config.fields.map(([name, label]) => <RichTextField key={name} name={name} label={label} />)}
              <AccessibilityCheckList check={check} />
              <div className="editor-actions">
                <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Saving…" : "Save changes"}</button>
                <button type="button" className="secondary-button" onClick={() => void drafts.saveDraft(values, setErrors)}>Save draft</button>
                <button type="button" className="secondary-button" onClick={() => setPreviewing(true)}>Preview</button>
                <HistoryButton
                  kind="page"
                  id={kind}
                  current={() => values}
                  restore={(revisionId) => drafts.restore(values, async (version) => (await restoreRevision({ variables: { kind, revisionId, version } })).data!.restorePageRevision)}
                  notify={drafts.notify}
                />
                <Link className="button secondary" to="/admin-edit-tool">Close</Link>
                <a href={config.view} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> (opens in a new tab)</span></a>
                {drafts.statusLine}
              </div>
            </Form>
            <ScheduleBox
              publishAt={current.publishAt}
              withUnpublish={false}
              onSchedule={(times) => drafts.schedule(values, async () => (await schedule({ variables: { kind, publishAt: times.publishAt } })).data!.schedulePage)}
            />
            {previewing && (
              <PreviewPanel onClose={() => setPreviewing(false)}>
                {kind === "about" && <AboutView about={{ text: values.text ?? "", committeeMembers: values.committeeMembers ?? "" }} />}
                {kind === "contact" && <ContactPreview text={values.text ?? ""} />}
                {kind === "combinations" && <CombinationsView combinations={{ text: values.text ?? "" }} />}
              </PreviewPanel>
            )}
          </>
        )}
      </Formik>
      {kind === "combinations" && <NewsletterPanel />}
      {drafts.elements}
    </section>
  );
}
