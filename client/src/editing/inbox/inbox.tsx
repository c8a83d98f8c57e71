import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { MessageStatus } from "../../gql/graphql";
import { formatDateTime } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { InboxQuery, RetryMessageMutation } from "./inbox.graphql";
import { useFeedback } from "../shell/feedback";

const FILTERS: { value: MessageStatus | ""; label: string }[] = [
  { value: "", label: "All" },
  { value: "pending", label: "Waiting to be sent" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

/** The admins' inbox: every message, newest first, with its delivery; failed ones can be retried. */
export function Inbox() {
  const [status, setStatus] = useState<MessageStatus | "">("");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(InboxQuery, { variables: { status: status || null, page }, fetchPolicy: "network-only" });
  const [retry] = useMutation(RetryMessageMutation);
  const { notify, fail, feedback } = useFeedback();
  const result = data?.messages;
  return (
    <StaticPage title="Messages">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <div className="field inline">
        <label htmlFor="message-filter">Show</label>
        <select id="message-filter" value={status} onChange={(e) => { setStatus(e.target.value as MessageStatus | ""); setPage(1); }}>
          {FILTERS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
        </select>
      </div>
      {loading && !data && <Loading what="messages" />}
      {error && <LoadError what="the messages" onRetry={() => void refetch()} />}
      {result && result.items.length === 0 && <p>No messages.</p>}
      {result?.items.map((m) => (
        <details key={m.id} className="message">
          <summary>
            <strong>{m.type === "audition" ? `Audition: ${m.playTitle ?? "a play"}` : m.type === "general" ? `Enquiry: ${m.subject || "no subject"}` : "Director submission"}</strong> from {m.senderName} · {formatDateTime(m.createdAt)} · <span className={`status ${m.status}`}>{m.status}</span>
          </summary>
          <dl className="details">
            <dt>From</dt><dd><a href={`mailto:${m.senderEmail}`}>{m.senderName} &lt;{m.senderEmail}&gt;</a></dd>
            <dt>Subject</dt><dd>{m.subject || "(none)"}</dd>
            <dt>To</dt><dd>{m.recipient || "(no address configured)"}</dd>
            <dt>Delivery</dt><dd>{m.status}{m.sentAt ? ` on ${formatDateTime(m.sentAt)}` : ""}, {m.attempts} attempt{m.attempts === 1 ? "" : "s"}{m.lastError ? `; last error: ${m.lastError}` : ""}</dd>
          </dl>
          <p className="message-body">{m.body || "(no message)"}</p>
          {m.status === "failed" && (
            <button type="button" onClick={() => void retry({ variables: { id: m.id } }).then(() => { notify("Queued to send again"); return refetch(); }, fail)}>Send again</button>
          )}
        </details>
      ))}
      {result && result.pages > 1 && (
        <div className="pagination">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>← Newer</button>
          <span>Page {result.page} of {result.pages}</span>
          <button type="button" disabled={page >= result.pages} onClick={() => setPage(page + 1)}>Older →</button>
        </div>
      )}
      {feedback}
    </StaticPage>
  );
}
