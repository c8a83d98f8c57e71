import { useMutation, useQuery } from "@apollo/client/react";
import { londonInWords } from "@theatre/common/london-dates";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { BackupRunFieldsFragment } from "../../gql/graphql";
import { StaticPage } from "../../features/site/static-page";
import { useFreshProof } from "../../features/accounts/confirm-its-you";
import { isNotFound } from "../../lib/errors";
import { saveFile } from "../shell/download";
import { useFeedback } from "../shell/feedback";
import { BackupRestore } from "./backup-restore";
import { describeSize, KIND_WORDS, progressWords } from "./backup-words";
import { BackupRunQuery, BackupsQuery, BackUpNowMutation } from "./backups.graphql";
import "./backups.css";

/** How often a running backup's progress is asked for. */
const POLL_MS = 500;

function statusWords(run: BackupRunFieldsFragment): string {
  if (run.status === "running") return progressWords(run.progress);
  if (run.status === "failed") return `Failed: ${run.error ?? "no reason was recorded"}`;
  return run.prunedAt ? "Deleted by the nightly rotation" : "Written";
}

/** A running backup: its step as a progress bar and in words, asked for until it ends. */
function BackupProgress({ id, onEnded }: { id: string; onEnded: (run: BackupRunFieldsFragment) => void }) {
  const { data } = useQuery(BackupRunQuery, { variables: { id }, pollInterval: POLL_MS, fetchPolicy: "network-only" });
  const run = data?.backupRun;
  useEffect(() => {
    if (run && run.status !== "running") onEnded(run);
  }, [run, onEnded]);
  const progress = run?.progress;
  return (
    <div className="backup-progress">
      <p id="backup-progress-words">Backing up: {progressWords(progress ?? null)}</p>
      <progress aria-label="Backup progress" aria-describedby="backup-progress-words" max={progress?.total || 1} value={progress ? progress.done : undefined} />
    </div>
  );
}

/**
 * Backups (admins): the nightly schedule and rotation, Back up now with its progress, each archive
 * to download, and a restore of an uploaded archive (backup-restore.tsx).
 */
export function Backups() {
  const { data, loading, error, refetch } = useQuery(BackupsQuery, { fetchPolicy: "cache-and-network" });
  const [backUpNow, { loading: starting }] = useMutation(BackUpNowMutation);
  const [runningId, setRunningId] = useState<string | null>(null);
  const { notify, fail, feedback } = useFeedback();
  // Downloading or restoring an archive needs a fresh "Confirm it's you" (an archive holds every account).
  const { withProof, proofDialog } = useFreshProof();
  const running = runningId ?? data?.backupStatus.running?.id ?? null;

  const start = async () => {
    try {
      const started = await backUpNow();
      if (started.data) setRunningId(started.data.backUpNow.id);
    } catch (e) {
      fail(e);
    }
  };
  const ended = async (run: BackupRunFieldsFragment) => {
    setRunningId(null);
    await refetch();
    if (run.status === "ok") notify(`Backup written: ${run.file} (${describeSize(run.bytes ?? 0)})`);
    else notify(`The backup failed: ${run.error ?? "no reason was recorded"}`);
  };
  const download = async (file: string) => {
    try {
      await withProof(() => saveFile(`/api/backups/${encodeURIComponent(file)}`, file));
    } catch (error) {
      fail(isNotFound(error) ? new Error("That archive is no longer in the backup folder") : error);
    }
  };

  const status = data?.backupStatus;
  return (
    <StaticPage title="Backups">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      {loading && !data && <Loading what="the backups" />}
      {error && !data && <LoadError what="the backups" onRetry={() => void refetch()} />}
      {status && (
        <>
          {status.warning && <p className="backup-warning">{status.warning}.</p>}
          <p>
            The site backs itself up every night at {status.backupTime} (London time; change it in <Link to="/admin-edit-tool/settings">Site settings</Link>). The next nightly backup
            is due on {londonInWords(status.nextNightlyAt)}. The last {status.keepDaily} days' nightly backups are kept, and one a week for {status.keepWeekly} weeks; those made with Back up
            now or before a restore are kept until deleted from the backup folder.
            {status.copied ? " Each backup is also copied to a second folder." : ""}
            {status.encrypted ? " Backups are encrypted with the site's backup passphrase." : ""}
          </p>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => void start()} disabled={Boolean(running) || starting}>Back up now</button>
          </div>
          {running && <BackupProgress id={running} onEnded={(run) => void ended(run)} />}
          <h2>Backups made</h2>
          {data.backups.length === 0 ? (
            <p>No backup has been made yet.</p>
          ) : (
            <table className="backups-table">
              <caption className="visually-hidden">Backups, newest first</caption>
              <thead>
                <tr><th scope="col">Started</th><th scope="col">Kind</th><th scope="col">Outcome</th><th scope="col">Size</th><th scope="col">Archive</th></tr>
              </thead>
              <tbody>
                {data.backups.map((run) => (
                  <tr key={run.id}>
                    <td><time dateTime={run.startedAt}>{londonInWords(run.startedAt)}</time>{run.startedBy && <span className="hint"> by {run.startedBy}</span>}</td>
                    <td>{KIND_WORDS[run.kind]}</td>
                    <td className={run.status === "failed" ? "failed" : undefined}>{statusWords(run)}</td>
                    <td>{run.bytes === null || run.bytes === undefined ? "–" : describeSize(run.bytes)}</td>
                    <td>
                      {run.file && !run.prunedAt ? (
                        <button type="button" className="secondary-button" onClick={() => void download(run.file!)} aria-label={`Download ${run.file}`}>Download</button>
                      ) : (
                        "–"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <BackupRestore maxBytes={status.uploadMaxBytes} encrypted={status.encrypted} withProof={withProof} />
        </>
      )}
      {proofDialog}
      {feedback}
    </StaticPage>
  );
}

