import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import * as yup from "yup";
import { formatDate, formatDateTime } from "@theatre/common/london-dates";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { MeQuery } from "./account.graphql";
import { useFreshProof } from "./confirm-its-you";
import { AddPasskeyMutation, PasskeysQuery, RemovePasskeyMutation, StartPasskeyRegistrationMutation } from "./sign-in-steps.graphql";

const schema = yup.object({
  name: yup.string().trim().required("Please give the passkey a name, such as Work laptop").max(60, "The name is too long (at most 60 characters)"),
});

/** The passkey and the account's own record of a second step change together. */
const REFETCH = [PasskeysQuery, MeQuery];

/**
 * Passkeys on the account page: each named by its owner and shown with when it was last used;
 * added with the browser's passkey prompt (the WebAuthn code loads only then), and removable.
 */
export function PasskeysPanel() {
  const { data } = useQuery(PasskeysQuery, { fetchPolicy: "cache-and-network" });
  const [start] = useMutation(StartPasskeyRegistrationMutation);
  const [add] = useMutation(AddPasskeyMutation, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [remove] = useMutation(RemovePasskeyMutation, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const { withProof, proofDialog } = useFreshProof();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const passkeys = data?.passkeys ?? [];
  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>A passkey signs you in with your fingerprint, face or device PIN instead of your password, and counts as two steps.</p>
      {passkeys.length > 0 && (
        <ul className="passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <strong>{passkey.name}</strong>{" "}
              <span className="hint">
                added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "not used yet"}
              </span>{" "}
              <button
                type="button"
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => void withProof(() => remove({ variables: { id: passkey.id } })).then(() => setDone(`The passkey ${passkey.name} was removed.`), (e: unknown) => setFailure(serverMessage(e) ?? "We couldn't remove the passkey."))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <Formik
        initialValues={{ name: "" }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setDone(null);
          try {
            const { startRegistration } = await import("@simplewebauthn/browser");
            const { data: options } = await withProof(() => start());
            let response;
            try {
              response = await startRegistration({ optionsJSON: JSON.parse(options!.startPasskeyRegistration) });
            } catch {
              setFailure("No passkey was made. You may have cancelled, or this device cannot make one.");
              return;
            }
            await withProof(() => add({ variables: { input: { name: values.name.trim(), response: JSON.stringify(response) } } }));
            helpers.resetForm();
            setDone(`The passkey ${values.name.trim()} was added.`);
          } catch (error) {
            const fields = fieldErrors(error);
            helpers.setErrors(fields);
            if (!fields.name) setFailure(serverMessage(error) ?? "We couldn't add the passkey. Please try again.");
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="narrow-form" noValidate aria-label="Add a passkey">
            <fieldset disabled={isSubmitting}>
              <FormField name="name" label="Passkey name" hint="So you can tell your passkeys apart, such as Work laptop" autoComplete="off" />
            </fieldset>
            <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Waiting for your passkey…" : "Add a passkey"}</button>
          </Form>
        )}
      </Formik>
      {done && <p role="status">{done}</p>}
      {proofDialog}
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </section>
  );
}
