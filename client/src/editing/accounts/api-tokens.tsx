import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { formatDateTime } from "@theatre/common/london-dates";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link } from "react-router";
import * as yup from "yup";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { StaticPage } from "../../features/site/static-page";
import type { Role } from "../../gql/graphql";
import { fieldErrors } from "../../lib/errors";
import { useFeedback } from "../shell/feedback";
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from "./api-tokens.graphql";
import { useFreshProof } from "../../features/accounts/confirm-its-you";

const schema = yup.object({
  name: yup.string().trim().required("Please name the token after what uses it").max(100, "At most 100 characters"),
  role: yup.string().oneOf(["member", "editor"]).required(),
  expiresOn: yup.string(),
});
const EMPTY = { name: "", role: "member", expiresOn: "" };

/** The end of a chosen day, as the admin's browser reads it (the site's admins are in London). */
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null);
const expired = (at: string | null | undefined) => !!at && Date.parse(at) <= Date.now();

/**
 * API tokens (admins only): named tokens that let scripts and other sites in without anyone's
 * password, read only (member) or editing (editor). A new token is shown once; revoking one stops
 * it at once.
 */
export function ApiTokens() {
  const { data, loading, error, refetch } = useQuery(ApiTokensQuery, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateApiTokenMutation);
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const { notify, fail, feedback } = useFeedback();
  const { withProof, proofDialog } = useFreshProof();
  return (
    <StaticPage title="API tokens">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p>
        A script or another site sends a token as <code>Authorization: Bearer …</code>, to GraphQL or the <code>/api</code> paths, instead of
        anyone's password. A <strong>member</strong> token reads only; an <strong>editor</strong> token also edits the site. A token acts for the
        admin who made it, and stops working when revoked, when it expires, or when that admin is no longer an admin or changes or resets their password.
      </p>

      <h2>New token</h2>
      <Formik
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setMade(null);
          try {
            const { data: answer } = await withProof(() => create({
              variables: { name: values.name.trim(), role: values.role as Role, expiresAt: endOf(values.expiresOn) },
              update: (cache, { data: created }) => {
                if (!created) return;
                cache.updateQuery({ query: ApiTokensQuery }, (list) => list && { apiTokens: [created.createApiToken.apiToken, ...list.apiTokens] });
              },
            }));
            setMade({ name: answer!.createApiToken.apiToken.name, token: answer!.createApiToken.token });
            helpers.resetForm();
          } catch (err) {
            const fields = fieldErrors(err);
            // The server names `expiresAt`; the form's field is the day.
            if (fields.expiresAt) fields.expiresOn = fields.expiresAt;
            helpers.setErrors(fields);
            if (Object.keys(fields).length === 0) fail(err);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="narrow-form" noValidate aria-label="New API token">
            <fieldset disabled={isSubmitting}>
              <FormField name="name" label="Name" hint="What uses it, e.g. Box office sync" autoComplete="off" />
              <FormField name="role" label="Role" as="select">
                <option value="member">member (read only)</option>
                <option value="editor">editor (edits the site)</option>
              </FormField>
              <FormField name="expiresOn" label="Expires on (optional)" type="date" hint="Left empty, it works until revoked" />
            </fieldset>
            <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Creating…" : "Create token"}</button>
          </Form>
        )}
      </Formik>
      {made && (
        <div className="new-token" role="status">
          <p><strong>{made.name}</strong>: copy this token now. It is shown only once; if it is lost, revoke it and create another.</p>
          <input aria-label={`Token for ${made.name}`} readOnly value={made.token} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}

      <h2>Tokens</h2>
      {loading && !data && <Loading what="API tokens" />}
      {error && !data && <LoadError what="the API tokens" onRetry={() => void refetch()} />}
      {data && data.apiTokens.length === 0 && <p>No API tokens yet.</p>}
      {data && data.apiTokens.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">API tokens</caption>
            <thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Created</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col"><span className="visually-hidden">Revoke</span></th></tr></thead>
            <tbody>
              {data.apiTokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.role}</td>
                  <td>{formatDateTime(t.createdAt)} by {t.createdBy}</td>
                  <td>{t.expiresAt ? `${expired(t.expiresAt) ? "Expired " : ""}${formatDateTime(t.expiresAt)}` : "Never"}</td>
                  <td>{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : "Never"}</td>
                  <td><button type="button" className="danger" aria-label={`Revoke ${t.name}`} onClick={() => setRevoking({ id: t.id, name: t.name })}>Revoke</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke"
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            const { id, name } = revoking;
            setRevoking(null);
            const forget = (cache: ApolloCache) => {
              cache.evict({ id: cache.identify({ __typename: "ApiToken", id }) });
              cache.gc();
            };
            void revoke({ variables: { id }, update: forget }).then(() => notify(`${name} is revoked`), fail);
          }}
        >
          <p>Whatever uses it stops working at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {proofDialog}
      {feedback}
    </StaticPage>
  );
}
