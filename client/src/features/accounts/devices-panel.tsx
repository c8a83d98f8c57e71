import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { formatDateTime } from "@theatre/common/london-dates";
import { useState } from "react";
import { Link } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { serverMessage } from "../../lib/errors";
import { LOGIN_PATH, LOGOUT_STATE } from "./auth";
import { SessionsQuery, SignOutOtherSessionsMutation, SignOutSessionMutation } from "./devices.graphql";

/**
 * The account page's Devices: every sign-in of the account (the device in words, never a place),
 * this one marked, each with Sign out, and Sign out everywhere else. A device signed out here is
 * refused at once by the server; this one signs out through the ordinary Logout.
 */
export function DevicesPanel() {
  const { data, loading, error, refetch } = useQuery(SessionsQuery, { fetchPolicy: "cache-and-network" });
  const [signOut] = useMutation(SignOutSessionMutation);
  const [signOutOthers] = useMutation(SignOutOtherSessionsMutation);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);

  // Signed-out sessions leave the cache; the list reads without them.
  const forget = (ids: string[]) => (cache: ApolloCache) => {
    for (const id of ids) cache.evict({ id: cache.identify({ __typename: "Session", id }) });
    cache.gc();
  };
  const failed = (error: unknown) => setFailure(serverMessage(error) ?? "We couldn't sign that device out. Please try again.");

  return (
    <section aria-labelledby="devices-heading">
      <h2 id="devices-heading">Devices</h2>
      <p>Where your account is signed in. If you don't recognise a device, sign it out and change your password.</p>
      {loading && !data && <Loading what="your devices" />}
      {error && !data && <LoadError what="your devices" onRetry={() => void refetch()} />}
      {data && (
        <ul className="devices" aria-label="Devices signed in">
          {sessions.map((session) => (
            <li key={session.id}>
              <p>
                <strong id={`device-${session.id}`}>{session.device}</strong>
                {session.current && <> <span className="badge">This device</span></>}
              </p>
              <p className="hint">Signed in {formatDateTime(session.createdAt)}; last used {formatDateTime(session.lastSeenAt)}</p>
              {session.current ? (
                <Link to={LOGIN_PATH} state={LOGOUT_STATE} className="button" aria-describedby={`device-${session.id}`}>Sign out</Link>
              ) : (
                <button
                  type="button"
                  aria-describedby={`device-${session.id}`}
                  onClick={() => void signOut({ variables: { id: session.id }, update: forget([session.id]) }).then(() => setNotice(`${session.device} is signed out.`), failed)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          onClick={() => void signOutOthers({ update: forget(others.map((s) => s.id)) }).then(() => setNotice("Every other device is signed out."), failed)}
        >
          Sign out everywhere else
        </button>
      )}
      <div role="status" aria-live="polite">{notice && <p>{notice}</p>}</div>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </section>
  );
}
