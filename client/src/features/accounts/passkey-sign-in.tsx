import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { serverMessage } from "../../lib/errors";
import { useFinishSignIn } from "./finish-sign-in";
import { SignInWithPasskeyMutation, StartPasskeySignInMutation } from "./sign-in-steps.graphql";

/** Why the browser gave no passkey: the person cancelled, or the device has none for this site. */
const NO_PASSKEY = "No passkey was used. If this device has none for this site, log in with your password.";

/**
 * Sign in with a passkey: no username or password (the passkey says whose account it is, and
 * counts as two steps). The WebAuthn code loads only when asked for.
 */
export function PasskeySignIn({ label = "Sign in with a passkey" }: { label?: string }) {
  const [start] = useMutation(StartPasskeySignInMutation);
  const [finish] = useMutation(SignInWithPasskeyMutation);
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const { data: options } = await start();
      let response;
      try {
        response = await startAuthentication({ optionsJSON: JSON.parse(options!.startPasskeySignIn) });
      } catch {
        setFailure(NO_PASSKEY);
        return;
      }
      const { data } = await finish({ variables: { response: JSON.stringify(response) } });
      await finishSignIn(data!.signInWithPasskey.token!, data!.signInWithPasskey.user!.role);
    } catch (error) {
      setFailure(serverMessage(error) ?? "We couldn't sign you in with a passkey. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => void signIn()} disabled={busy}>{busy ? "Waiting for your passkey…" : label}</button>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </>
  );
}
