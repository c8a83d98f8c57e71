import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import * as yup from "yup";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, needsFreshProof, serverMessage } from "../../lib/errors";
import { ConfirmItsYouMutation, ConfirmItsYouWithPasskeyMutation, PasskeysQuery, StartConfirmItsYouWithPasskeyMutation } from "./sign-in-steps.graphql";

const schema = yup.object({ password: yup.string().required("Please give your password") });

/** Whether this browser can use a passkey at all (what @simplewebauthn/browser checks, without loading it). */
const browserHasPasskeys = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/**
 * "Confirm it's you": the password again, or one of the person's own passkeys, before a change to
 * how their account signs in (the server answers FRESH_PROOF_REQUIRED without it).
 */
function ConfirmItsYouDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const titleId = useId();
  const [confirmWithPassword] = useMutation(ConfirmItsYouMutation);
  const [startPasskey] = useMutation(StartConfirmItsYouWithPasskeyMutation);
  const [confirmWithPasskey] = useMutation(ConfirmItsYouWithPasskeyMutation);
  const { data } = useQuery(PasskeysQuery, { skip: !browserHasPasskeys() });
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const confirmByPasskey = async () => {
    setFailure(null);
    setWaiting(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const { data: options } = await startPasskey();
      let response;
      try {
        response = await startAuthentication({ optionsJSON: JSON.parse(options!.startConfirmItsYouWithPasskey) });
      } catch {
        setFailure("No passkey was used. You may have cancelled: try again, or enter your password.");
        return;
      }
      await confirmWithPasskey({ variables: { response: JSON.stringify(response) } });
      onConfirmed();
    } catch (error) {
      setFailure(serverMessage(error) ?? "We couldn't check your passkey. Please try again.");
    } finally {
      setWaiting(false);
    }
  };
  return (
    <div className="dialog-backdrop" onKeyDown={(event) => event.key === "Escape" && onCancel()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>Confirm it's you</h2>
        <p>Before changing how your account signs in, enter your password again{data?.passkeys.length ? ", or use your passkey" : ""}.</p>
        <Formik
          initialValues={{ password: "" }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setFailure(null);
            try {
              await confirmWithPassword({ variables: { password: values.password } });
              onConfirmed();
            } catch (error) {
              const fields = fieldErrors(error);
              helpers.setErrors(fields);
              if (!fields.password) setFailure(serverMessage(error) ?? "We couldn't check your password. Please try again.");
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Confirm it's you">
              <fieldset disabled={isSubmitting || waiting}>
                <FormField name="password" label="Password" type="password" autoComplete="current-password" autoFocus />
              </fieldset>
              {failure && <p className="field-error" role="alert">{failure}</p>}
              <div className="buttons">
                <button type="button" className="secondary-button" onClick={onCancel}>Cancel</button>
                {data?.passkeys.length ? (
                  <button type="button" onClick={() => void confirmByPasskey()} disabled={isSubmitting || waiting}>{waiting ? "Waiting for your passkey…" : "Use a passkey"}</button>
                ) : null}
                <button type="submit" className="primary" disabled={isSubmitting || waiting}>{isSubmitting ? "Checking…" : "Confirm"}</button>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </div>
  );
}

/**
 * Runs a change to how the account signs in (adding a passkey, turning the app on, an admin's
 * reset, a new API token); when the server first wants fresh proof, asks "Confirm it's you" and
 * then runs it again. Cancelling fails the change with the server's own words.
 */
export function useFreshProof(): { withProof: <T>(action: () => Promise<T>) => Promise<T>; proofDialog: ReactNode } {
  const [asking, setAsking] = useState<{ confirmed: () => void; cancelled: () => void } | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const withProof = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsFreshProof(error) || !mounted.current) throw error;
      await new Promise<void>((resolve, reject) => setAsking({ confirmed: resolve, cancelled: () => reject(error) }));
      return action();
    }
  }, []);
  const proofDialog = asking && (
    <ConfirmItsYouDialog
      onConfirmed={() => { setAsking(null); asking.confirmed(); }}
      onCancel={() => { setAsking(null); asking.cancelled(); }}
    />
  );
  return { withProof, proofDialog };
}
