import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import * as yup from "yup";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, needsFreshProof, serverMessage } from "../../lib/errors";
import { useAuth } from "./auth";
import { ConfirmItsYouMutation, ConfirmItsYouWithPasskeyMutation, PasskeysQuery, StartConfirmItsYouWithPasskeyMutation } from "./sign-in-steps.graphql";

const passwordSchema = yup.object({ password: yup.string().required("Please give your password") });
const codeSchema = yup.object({ code: yup.string().trim().required("Please give a code from your authenticator app, or a recovery code") });

/** Whether this browser can use a passkey at all (what @simplewebauthn/browser checks, without loading it). */
const browserHasPasskeys = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** What the person can confirm with: their password only without a second step (the server's rule), else a code or a passkey. */
function waysToConfirm(hasSecondStep: boolean, appOn: boolean, passkeys: number) {
  const secondStep = hasSecondStep || appOn || passkeys > 0;
  return { password: !secondStep, code: appOn, passkey: passkeys > 0 && browserHasPasskeys() };
}

function introduction(ways: ReturnType<typeof waysToConfirm>): string {
  const options = [ways.password && "enter your password again", ways.code && "enter a code from your authenticator app (or a recovery code)", ways.passkey && "use your passkey"].filter(Boolean);
  if (options.length === 0) return "Your account has two-step sign-in with a passkey, which this browser cannot use: confirm it's you in a browser that can.";
  return `Before doing this, ${options.join(", or ")}.`;
}

/**
 * "Confirm it's you": the password again (for an account without a second step), a code from the
 * authenticator app (or a recovery code), or one of the person's own passkeys, before what the server
 * answers FRESH_PROOF_REQUIRED without.
 */
function ConfirmItsYouDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const titleId = useId();
  const { profile } = useAuth();
  const [confirmWithSecret] = useMutation(ConfirmItsYouMutation);
  const [startPasskey] = useMutation(StartConfirmItsYouWithPasskeyMutation);
  const [confirmWithPasskey] = useMutation(ConfirmItsYouWithPasskeyMutation);
  const { data } = useQuery(PasskeysQuery, { fetchPolicy: "cache-and-network" });
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const ways = waysToConfirm(Boolean(profile?.hasSecondStep), Boolean(profile?.authenticatorAppOn), data?.passkeys.length ?? 0);
  const field = ways.code ? "code" : "password";
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
        setFailure(`No passkey was used. You may have cancelled: try again${ways.code ? ", or enter a code" : ""}.`);
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
  const passkeyButton = ways.passkey && (
    <button type="button" onClick={() => void confirmByPasskey()} disabled={waiting}>{waiting ? "Waiting for your passkey…" : "Use a passkey"}</button>
  );
  return (
    <div className="dialog-backdrop" onKeyDown={(event) => event.key === "Escape" && onCancel()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>Confirm it's you</h2>
        <p>{introduction(ways)}</p>
        {ways.password || ways.code ? (
          <Formik
            initialValues={{ password: "", code: "" }}
            validationSchema={ways.code ? codeSchema : passwordSchema}
            onSubmit={async (values, helpers) => {
              setFailure(null);
              try {
                await confirmWithSecret({ variables: ways.code ? { code: values.code.trim() } : { password: values.password } });
                onConfirmed();
              } catch (error) {
                const fields = fieldErrors(error);
                helpers.setErrors(fields);
                if (!fields[field]) setFailure(serverMessage(error) ?? "We couldn't check that. Please try again.");
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Confirm it's you">
                <fieldset disabled={isSubmitting || waiting}>
                  {ways.code ? (
                    <FormField name="code" label="Code" hint="The 6-digit code from your authenticator app, or a recovery code" autoComplete="one-time-code" autoFocus />
                  ) : (
                    <FormField name="password" label="Password" type="password" autoComplete="current-password" autoFocus />
                  )}
                </fieldset>
                {failure && <p className="field-error" role="alert">{failure}</p>}
                <div className="buttons">
                  <button type="button" className="secondary-button" onClick={onCancel}>Cancel</button>
                  {passkeyButton}
                  <button type="submit" className="primary" disabled={isSubmitting || waiting}>{isSubmitting ? "Checking…" : "Confirm"}</button>
                </div>
              </Form>
            )}
          </Formik>
        ) : (
          <>
            {failure && <p className="field-error" role="alert">{failure}</p>}
            <div className="buttons">
              <button type="button" className="secondary-button" onClick={onCancel}>Cancel</button>
              {passkeyButton}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** Runs an action that may want fresh proof, asking "Confirm it's you" and trying again when it does. */
export type WithProof = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * Runs what needs fresh proof (changing how the account signs in, a two-step account's password,
 * an admin's reset, a new API token, a role change, closing an account, saving the Site settings,
 * downloading or restoring a backup);
 * when the server first wants it, asks "Confirm it's you" and then runs it again. Cancelling fails
 * the action with the server's own words.
 */
export function useFreshProof(): { withProof: WithProof; proofDialog: ReactNode } {
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
