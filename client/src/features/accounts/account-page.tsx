import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "./auth";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog } from "../../components/ui/dialog";
import { Loading } from "../../components/ui/spinner";
import { serverMessage } from "../../lib/errors";
import { StaticPage } from "../site/static-page";
import { DeleteAccountMutation } from "./account.graphql";
import { ChangePassword } from "./change-password";
import { PasskeysPanel } from "./passkeys-panel";
import { TwoStepPanel } from "./two-step-panel";
import { DevicesPanel } from "./devices-panel";
import { useFreshProof } from "./confirm-its-you";

/** Account: name and email, changing the password, and deleting the account after a confirmation (and a fresh "Confirm it's you"). */
export function AccountPage() {
  const { profile, signOut } = useAuth();
  const [remove] = useMutation(DeleteAccountMutation);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { withProof, proofDialog } = useFreshProof();
  if (!profile) return <Loading what="your account" />;
  return (
    <StaticPage title="Your account">
      <dl className="details">
        <dt>Name</dt>
        <dd>{profile.name}</dd>
        <dt>Email</dt>
        <dd>{profile.email}</dd>
      </dl>
      <TwoStepPanel />
      <PasskeysPanel />
      <ChangePassword />
      <DevicesPanel />
      <h2>Delete your account</h2>
      <p>Your account stops working at once and your personal data is removed within 24 hours.</p>
      <button type="button" className="danger" onClick={() => setConfirming(true)}>Delete my account</button>
      {confirming && (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Delete my account"
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            try {
              await withProof(() => remove());
              signOut();
              void navigate("/");
            } catch (error) {
              setFailure(serverMessage(error) ?? "We couldn't delete your account. Please try again.");
            }
          }}
        >
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {proofDialog}
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </StaticPage>
  );
}
