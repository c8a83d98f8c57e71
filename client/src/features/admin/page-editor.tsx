import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link } from "react-router";
import * as yup from "yup";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { usePageTitle } from "../../lib/use-page-title";
import { AdminPagesQuery, UpdateAboutMutation, UpdateCombinationsMutation, UpdateContactMutation } from "./admin.graphql";
import { RichTextField } from "./rich-text-editor";
import { LastEdited, useSaveFlow } from "./save-flow";
import { EditingPresence } from "./presence";

const text = (what: string) => yup.string().trim().required(`${what} is required`).min(3, `${what} needs at least 3 characters`);

const PAGES = {
  about: { title: "About page", view: "/about", fields: [["text", "Text"], ["committeeMembers", "Committee members"]] },
  contact: { title: "Contact page", view: "/contact", fields: [["text", "Text"]] },
  combinations: { title: "Combinations page", view: "/combinations", fields: [["text", "Text"]] },
} as const;

export type PageKind = keyof typeof PAGES;

/** The About, Contact and Combinations editors: rich text, View, Save changes, Close to the menu. */
export function PageEditor({ kind }: { kind: PageKind }) {
  const config = PAGES[kind];
  const { data, loading, error, refetch } = useQuery(AdminPagesQuery, { fetchPolicy: "network-only" });
  const [saveAbout] = useMutation(UpdateAboutMutation);
  const [saveContact] = useMutation(UpdateContactMutation);
  const [saveCombinations] = useMutation(UpdateCombinationsMutation);
  const [formKey, setFormKey] = useState(0);
  const save = useSaveFlow(() => void refetch().then(() => setFormKey((k) => k + 1)));
  usePageTitle(`Edit the ${config.title}`);
  useMarkContentLoaded(!loading);

  if (loading && !data) return <Loading what={`the ${config.title}`} />;
  if (error || !data) return <LoadError what={`the ${config.title}`} onRetry={() => void refetch()} />;
  const page = data[kind];
  const initial: Record<string, string> = Object.fromEntries(config.fields.map(([name]) => [name, (page as Record<string, unknown>)[name] as string]));
  const schema = yup.object(Object.fromEntries(config.fields.map(([name, label]) => [name, text(label)])));

  return (
    <section className="page editor">
      <h1>Edit the {config.title}</h1>
      <LastEdited by={page.updatedBy} at={page.updatedAt} />
      <EditingPresence kind="page" id={kind} />
      <Formik
        key={formKey}
        initialValues={initial}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const version = page.version;
            if (kind === "about") await saveAbout({ variables: { input: { text: values.text, committeeMembers: values.committeeMembers, version } } });
            else if (kind === "contact") await saveContact({ variables: { input: { text: values.text, version } } });
            else await saveCombinations({ variables: { input: { text: values.text, version } } });
            await refetch();
            save.notify("Saved!");
          } catch (e) {
            save.failed(e, helpers.setErrors);
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form noValidate aria-label={config.title} className="editor-form">
            {config.fields.map(([name, label]) => <RichTextField key={name} name={name} label={label} />)}
            <div className="editor-actions">
              <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Saving…" : "Save changes"}</button>
              <Link className="button secondary" to="/admin-edit-tool">Close</Link>
              <a href={config.view} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> (opens in a new tab)</span></a>
            </div>
          </Form>
        )}
      </Formik>
      {save.element}
    </section>
  );
}
