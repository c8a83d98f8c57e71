import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Form, Formik } from "formik";
import { Link } from "react-router";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { SiteSettingsFieldsFragment } from "../../gql/graphql";
import { StaticPage } from "../../features/site/static-page";
import { useFreshProof } from "../../features/accounts/confirm-its-you";
import { useFeedback } from "../shell/feedback";
import { LastEdited, toFormikErrors } from "../shell/drafts/save-flow";
import { NETWORKS, siteSettingsSchema, toSettingsForm, toSettingsInput, type SiteSettingsValues } from "./site-settings-form";
import { SiteSettingsQuery, UpdateSiteSettingsMutation } from "./site-settings.graphql";

/** Site settings (admins): the society's name, contact email, address, charity number and social links. */
export function SiteSettingsScreen() {
  const { data, loading, error, refetch } = useQuery(SiteSettingsQuery, { fetchPolicy: "cache-and-network" });
  return (
    <StaticPage title="Site settings">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      {loading && !data && <Loading what="the site settings" />}
      {error && !data && <LoadError what="the site settings" onRetry={() => void refetch()} />}
      {data && <SiteSettingsForm settings={data.siteSettings} />}
    </StaticPage>
  );
}

export function SiteSettingsForm({ settings }: { settings: SiteSettingsFieldsFragment }) {
  const [save] = useMutation(UpdateSiteSettingsMutation, {
    update: (cache, { data }) => {
      // Every page's header, footer and contact links read `site`: asked again with the new settings.
      cache.evict({ id: "ROOT_QUERY", fieldName: "site" });
      // The settings have no id to be matched by: the screen's own query is given the saved ones.
      if (data) cache.writeQuery({ query: SiteSettingsQuery, data: { siteSettings: data.updateSiteSettings } });
    },
  });
  const { notify, fail, feedback } = useFeedback();
  // Saving can switch off "Require two-step sign-in": the server wants a fresh "Confirm it's you".
  const { withProof, proofDialog } = useFreshProof();
  return (
    <>
      {settings.updatedAt ? (
        <LastEdited by={settings.updatedBy} at={settings.updatedAt} />
      ) : (
        <p className="hint">Not saved yet: the site shows the name and email from its configuration. Once you save, these settings are used everywhere.</p>
      )}
      <Formik<SiteSettingsValues>
        initialValues={toSettingsForm(settings)}
        validationSchema={siteSettingsSchema}
        enableReinitialize
        onSubmit={async (values, helpers) => {
          try {
            await withProof(() => save({ variables: { input: toSettingsInput(values) } }));
            notify("Saved!");
          } catch (e) {
            // Field errors in place, and the server's words; the form keeps what was typed.
            helpers.setErrors(toFormikErrors<SiteSettingsValues>(e));
            fail(e);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Site settings">
            <fieldset>
              <legend>The society</legend>
              <FormField name="name" label="Society name" hint="In the header, the footer, page titles and emails" autoComplete="organization" />
              <FormField name="contactEmail" label="Contact email" type="email" hint="Shown on the Contact page; replies to the site's emails go here" autoComplete="email" />
              <FormField name="address" label="Postal address" as="textarea" rows={3} hint="Shown in the footer; leave empty for none" autoComplete="street-address" />
              <FormField name="charityNumber" label="Registered charity number" hint="England and Wales, 6 to 8 digits; leave empty if not a registered charity" inputMode="numeric" autoComplete="off" />
            </fieldset>
            <fieldset>
              <legend>Social links</legend>
              <p className="hint">Links to the society's own pages, shown in the footer and on the Contact page. Leave a network empty to show no link to it.</p>
              {NETWORKS.map((network) => (
                <FormField key={network.name} name={network.name} label={network.label} type="url" hint={`https://${network.hosts[0]}/…`} autoComplete="off" />
              ))}
              <FormField name="otherLabel" label="Other link: label" hint="What the link says, such as Mastodon or our blog" autoComplete="off" />
              <FormField name="otherUrl" label="Other link: address" type="url" hint="Any https address" autoComplete="off" />
            </fieldset>
            <fieldset>
              <legend>Backups</legend>
              <FormField name="backupTime" label="Nightly backup time" type="time" hint="London time, 24-hour clock (such as 03:30): when the site backs itself up each night" autoComplete="off" />
            </fieldset>
            <fieldset>
              <legend>Signing in</legend>
              <label className="checkbox">
                <Field type="checkbox" name="requireTwoStep" aria-describedby="require-two-step-hint" /> Require two-step sign-in for editors and admins
              </label>
              <p className="hint" id="require-two-step-hint">
                Editors and admins without a passkey or an authenticator app are sent to set one up after their password, and can do nothing else until they have.
              </p>
            </fieldset>
            <div className="buttons">
              <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Saving…" : "Save settings"}</button>
            </div>
          </Form>
        )}
      </Formik>
      {proofDialog}
      {feedback}
    </>
  );
}
