import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import type { StartAuthenticatorSetUpMutation as SetUp } from "../../gql/graphql";
import { MeQuery } from "./account.graphql";
import { useAuth } from "./auth";
import { useFreshProof } from "./confirm-its-you";
import { ConfirmAuthenticatorMutation, StartAuthenticatorSetUpMutation, TurnOffAuthenticatorMutation } from "./sign-in-steps.graphql";
import "./sign-in-steps.css";

const appCode = yup.object({ code: yup.string().trim().required("Please give the code your app shows").matches(/^\d{6}$/, "The code is the 6 digits your app shows") });
const anyCode = yup.object({
  code: yup.string().trim().required("Please give a code from your app, or a recovery code").matches(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/i, "Give the 6 digits your app shows, or a recovery code"),
});

/** A form of one code field: confirming the app, or turning it off. */
function CodeForm({ label, submit, busyText, schema, hint, onSubmit }: { label: string; submit: string; busyText: string; schema: yup.AnyObjectSchema; hint: string; onSubmit: (code: string) => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Formik
        initialValues={{ code: "" }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit(values.code.trim());
          } catch (error) {
            const fields = fieldErrors(error);
            helpers.setErrors(fields);
            if (!fields.code) setFailure(serverMessage(error) ?? "That did not work. Please try again.");
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="narrow-form" noValidate aria-label={label}>
            <fieldset disabled={isSubmitting}>
              <FormField name="code" label="Code" hint={hint} autoComplete="one-time-code" />
            </fieldset>
            <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? busyText : submit}</button>
          </Form>
        )}
      </Formik>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </>
  );
}

/**
 * Two-step sign-in with an authenticator app: turning it on shows a QR code and the secret as text,
 * asks for a code to confirm, then shows 10 recovery codes, once. An editor or admin whom the
 * society requires to have a second step is told so here first.
 */
export function TwoStepPanel() {
  const { profile } = useAuth();
  const [start] = useMutation(StartAuthenticatorSetUpMutation);
  const [confirm] = useMutation(ConfirmAuthenticatorMutation, { refetchQueries: [MeQuery], awaitRefetchQueries: true });
  const [turnOff] = useMutation(TurnOffAuthenticatorMutation, { refetchQueries: [MeQuery], awaitRefetchQueries: true });
  const [setUp, setSetUp] = useState<SetUp["startAuthenticatorSetUp"] | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { withProof, proofDialog } = useFreshProof();
  if (!profile) return null;
  return (
    <section aria-labelledby="two-step-heading">
      {profile.mustSetUpSecondStep && (
        <div className="notice" role="alert">
          <p><strong>Set up two-step sign-in to carry on.</strong> The society requires it for editors and admins: add a passkey or turn on two-step sign-in with an authenticator app below. Until then, your account page is all you can reach.</p>
        </div>
      )}
      <h2 id="two-step-heading">Two-step sign-in</h2>
      {recoveryCodes ? (
        <>
          <p role="status">Two-step sign-in is on. After your password, we will ask for the code your app shows.</p>
          <h3>Your recovery codes</h3>
          <p>If you lose your phone, each of these codes signs you in once instead of a code from the app. Save them somewhere safe now: they are shown only this once.</p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {recoveryCodes.map((code) => <li key={code}><code>{code}</code></li>)}
          </ul>
          <button type="button" onClick={() => setRecoveryCodes(null)}>I have saved my recovery codes</button>
        </>
      ) : profile.authenticatorAppOn ? (
        <>
          <p>Two-step sign-in with an authenticator app is on.</p>
          <CodeForm
            label="Turn off two-step sign-in"
            submit="Turn off two-step sign-in"
            busyText="Turning off…"
            schema={anyCode}
            hint="A code from your app, or a recovery code"
            onSubmit={async (code) => {
              await withProof(() => turnOff({ variables: { code } }));
              setDone("Two-step sign-in is off: your password alone signs you in.");
            }}
          />
        </>
      ) : setUp ? (
        <>
          <p>Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then give the code it shows.</p>
          <div className="qr-code" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: setUp.qrCodeSvg }} />
          <p>Can't scan it? Type this secret into the app instead: <code className="secret" aria-label="Secret">{setUp.secret}</code></p>
          <CodeForm
            label="Confirm two-step sign-in"
            submit="Turn on"
            busyText="Checking…"
            schema={appCode}
            hint="The 6 digits your app shows now"
            onSubmit={async (code) => {
              const { data } = await withProof(() => confirm({ variables: { code } }));
              setSetUp(null);
              setRecoveryCodes(data!.confirmAuthenticator);
            }}
          />
        </>
      ) : (
        <>
          <p>After your password, also ask for a code from an authenticator app on your phone.</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              setDone(null);
              void withProof(() => start()).then(({ data }) => setSetUp(data!.startAuthenticatorSetUp), (e: unknown) => setFailure(serverMessage(e) ?? "We couldn't start. Please try again."));
            }}
          >
            Turn on two-step sign-in
          </button>
        </>
      )}
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
