import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { Role } from "../../gql/graphql";
import { formatDate } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { UsersQuery } from "../shell/users.graphql";
import { ResetSecondStepMutation, SendPasswordResetMutation, SetUserRoleMutation } from "./accounts.graphql";
import { useFeedback } from "../shell/feedback";
import { useAuth } from "../../features/accounts/auth";
import { useFreshProof } from "../../features/accounts/confirm-its-you";

const ROLES: Role[] = ["member", "door", "editor", "admin"];

/**
 * Accounts and their roles (admins only); a role change signs that account out everywhere, and
 * like a reset needs a fresh "Confirm it's you". A
 * forgotten password is not set here: the account is sent the same reset link as it would ask for.
 */
export function Users() {
  const { data, loading, error, refetch } = useQuery(UsersQuery, { fetchPolicy: "network-only" });
  const [setRole] = useMutation(SetUserRoleMutation);
  const [sendReset] = useMutation(SendPasswordResetMutation);
  const [resetSecondStep] = useMutation(ResetSecondStepMutation);
  const [resetting, setResetting] = useState<{ id: string; name: string } | null>(null);
  const { notify, fail, feedback } = useFeedback();
  const { withProof, proofDialog } = useFreshProof();
  const { profile } = useAuth();
  return (
    <StaticPage title="Accounts">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p>
        Roles: a <strong>member</strong> has an account page; <strong>door</strong> is for front-of-house volunteers, who open the door app
        (<Link to={DOOR_APP_PATH}>{DOOR_APP_PATH}</Link>) for today's and tomorrow's performances and can do nothing else; an
        <strong> editor</strong> edits the site and runs the box office; an <strong>admin</strong> also manages accounts and reads messages.
      </p>
      {loading && !data && <Loading what="accounts" />}
      {error && <LoadError what="the accounts" onRetry={() => void refetch()} />}
      {data && (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Accounts</caption>
            <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Since</th><th scope="col">Role</th><th scope="col">Password</th><th scope="col">Two-step sign-in</th></tr></thead>
            <tbody>
              {data.users.items.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>{formatDate(user.createdAt)}</td>
                  <td>
                    <select
                      aria-label={`Role of ${user.name}`}
                      value={user.role}
                      onChange={(e) => {
                        const role = e.target.value as Role;
                        void withProof(() => setRole({ variables: { userId: user.id, role } })).then(() => notify(`${user.name} is now ${role}`), (err) => { fail(err); void refetch(); });
                      }}
                    >
                      {ROLES.map((role) => <option key={role} value={role}>{role}</option>)}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Send reset link to ${user.name}`}
                      onClick={() => void sendReset({ variables: { userId: user.id } }).then(() => notify(`A link to set a new password is on its way to ${user.email}`), fail)}
                    >
                      Send reset link
                    </button>
                  </td>
                  <td>
                    {user.id === profile?.id && user.hasSecondStep ? (
                      // An admin's own is turned off on their account page, never reset here.
                      <Link to="/account">On your account page</Link>
                    ) : user.hasSecondStep ? (
                      <button type="button" aria-label={`Reset two-step sign-in of ${user.name}`} onClick={() => setResetting(user)}>
                        Reset two-step sign-in
                      </button>
                    ) : (
                      "Off"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {resetting && (
        <ConfirmDialog
          title={`Reset two-step sign-in of ${resetting.name}?`}
          confirmLabel="Reset two-step sign-in"
          onCancel={() => setResetting(null)}
          onConfirm={() => {
            const who = resetting;
            setResetting(null);
            void withProof(() => resetSecondStep({ variables: { userId: who.id } })).then(() => { notify(`${who.name} can now sign in with their password alone; they have been emailed`); void refetch(); }, fail);
          }}
        >
          <p>Their passkeys, authenticator app and recovery codes stop working. Do this only when you are sure it is them asking (they lost their phone). They will be told by email.</p>
        </ConfirmDialog>
      )}
      {proofDialog}
      {feedback}
    </StaticPage>
  );
}
