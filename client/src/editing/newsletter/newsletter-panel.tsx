import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useAuth } from "../../features/accounts/auth";
import { formatDateTime } from "@theatre/common/london-dates";
import { serverMessage } from "../../lib/errors";
import { downloadFile } from "../shell/download";
import { NewsletterQuery, RemoveNewsletterSubscriberMutation, SendNewsletterMutation } from "../../features/newsletter/newsletter.graphql";

/** While an issue is going out, its progress is asked again this often. */
const PROGRESS_POLL_MS = 3000;

/**
 * On the Combinations editor: Send to subscribers (the published text, once to each confirmed
 * subscriber, after a confirmation), each issue's progress ('312 of 540 sent'), and for admins the
 * list as CSV and removal of an address on request.
 */
export function NewsletterPanel() {
  const { profile } = useAuth();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(NewsletterQuery, { fetchPolicy: "cache-and-network" });
  const [send, { loading: sending }] = useMutation(SendNewsletterMutation);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const newsletter = data?.newsletter;
  const going = newsletter?.issues.some((i) => i.pending > 0) ?? false;
  useEffect(() => {
    if (going) startPolling(PROGRESS_POLL_MS);
    else stopPolling();
  }, [going, startPolling, stopPolling]);

  const confirmSend = async () => {
    setAsking(false);
    try {
      const { data: sent } = await send();
      setOutcome(`Sending to ${sent?.sendNewsletter.issue.recipients ?? 0} subscribers.`);
      await refetch();
    } catch (failure) {
      setOutcome(serverMessage(failure) ?? "The newsletter could not be sent.");
    }
  };

  return (
    <section className="newsletter-panel" aria-labelledby="newsletter-panel-title">
      <h2 id="newsletter-panel-title">Newsletter by email</h2>
      {error && <p role="alert">The subscriber list could not be loaded: {error.message}</p>}
      {newsletter && (
        <>
          <p>
            {newsletter.confirmed} confirmed subscriber{newsletter.confirmed === 1 ? "" : "s"}
            {newsletter.unconfirmed > 0 && ` (and ${newsletter.unconfirmed} waiting to confirm)`}.
          </p>
          <button type="button" className="primary" disabled={sending || newsletter.confirmed === 0} onClick={() => setAsking(true)}>
            {sending ? "Sending…" : "Send to subscribers"}
          </button>
          {outcome && <p role="status">{outcome}</p>}
          {newsletter.issues.length > 0 && (
            <ul className="newsletter-issues" aria-label="Issues sent">
              {newsletter.issues.map(({ issue, sent, failed, pending }) => (
                <li key={issue.id}>
                  {formatDateTime(issue.createdAt)}, by {issue.startedBy}: <strong>{sent} of {issue.recipients} sent</strong>
                  {failed > 0 && `, ${failed} not sent`}
                  {pending > 0 && " (sending…)"}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {profile?.role === "admin" && <SubscriberRecords />}
      {asking && newsletter && (
        <ConfirmDialog title="Send to subscribers?" confirmLabel="Send" onConfirm={() => void confirmSend()} onCancel={() => setAsking(false)}>
          <p>The published text of Combinations goes by email to {newsletter.confirmed} subscriber{newsletter.confirmed === 1 ? "" : "s"}. A text is sent only once: save and publish your changes first.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Admins: the confirmed list as CSV for the society's records, and removing an address on request. */
function SubscriberRecords() {
  const [remove] = useMutation(RemoveNewsletterSubscriberMutation, { refetchQueries: [NewsletterQuery] });
  const [email, setEmail] = useState("");
  const [said, setSaid] = useState<string | null>(null);

  const download = async () => {
    const refused = await downloadFile("/api/newsletter/subscribers.csv", "newsletter-subscribers.csv");
    if (refused) setSaid(`The list could not be exported (error ${refused}).`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await remove({ variables: { email: email.trim() } });
      setSaid(data?.removeNewsletterSubscriber ? `${email.trim()} is off the list.` : `${email.trim()} was not on the list.`);
      setEmail("");
    } catch (failure) {
      setSaid(serverMessage(failure) ?? "The address could not be removed.");
    }
  };

  return (
    <div className="subscriber-records">
      <button type="button" className="secondary-button" onClick={() => void download()}>Export subscribers (CSV)</button>
      <form onSubmit={(event) => void submit(event)} className="field inline" aria-label="Remove a subscriber">
        <label htmlFor="remove-subscriber">Remove a subscriber on request</label>
        <input id="remove-subscriber" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <button type="submit" className="secondary-button" disabled={!email.trim()}>Remove</button>
      </form>
      {said && <p role="status">{said}</p>}
    </div>
  );
}
