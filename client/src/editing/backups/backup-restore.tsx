import { useId, useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import type { WithProof } from "../../features/accounts/confirm-its-you";
import { RefusedRequest, serverMessage } from "../../lib/errors";
import { tokenStore } from "../../lib/token-store";
import { describeSize } from "./backup-words";

interface Restored {
  restored: string;
  version: string;
  rows: number;
  files: number;
  backupBefore: string | null;
}

/**
 * Restore from an archive (admins): for moving a site between machines without a shell. The
 * whole site is replaced, so a dialog says what goes; the server backs the site up first and
 * closes it to everyone for the minute it takes. Accounts come from the archive too: the admin
 * signs in again with one of its accounts. The server first wants a fresh "Confirm it's you"
 * (`withProof`, the Backups screen's). A site with its own backup passphrase (`encrypted`) restores
 * only archives made with it, so it asks for none.
 */
export function BackupRestore({ maxBytes, encrypted, withProof }: { maxBytes: number; encrypted: boolean; withProof: WithProof }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState("");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Restored | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem("Choose an archive to restore");
    if (file.size > maxBytes) return setProblem(`That archive is ${describeSize(file.size)}: this site takes archives up to ${describeSize(maxBytes)} here (use npm run restore for larger ones)`);
    setAsking(true);
  };
  const restore = async () => {
    setAsking(false);
    setBusy(true);
    const send = async (): Promise<Restored> => {
      const form = new FormData();
      if (passphrase) form.append("passphrase", passphrase);
      form.append("archive", file!);
      const response = await fetch("/api/backups/restore", { method: "POST", body: form, headers: { authorization: `Bearer ${tokenStore.get() ?? ""}` } });
      if (!response.ok) throw await RefusedRequest.of(response, `The restore was refused (${response.status})`);
      return (await response.json()) as Restored;
    };
    try {
      setDone(await withProof(send));
    } catch (error) {
      setProblem(serverMessage(error) ?? "The site did not answer: it may still be restoring. Reload the page in a minute.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="backup-restore" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Restore from an archive</h2>
      {done ? (
        <div role="status">
          <p>
            Restored the backup of {new Date(done.restored).toUTCString()} ({done.rows} rows, {done.files} files). The site as it was is kept in {done.backupBefore ?? "no backup (it was empty)"}.
          </p>
          <p>Accounts now come from the archive: <a href="/admin-edit-tool/login">sign in again</a> with one of its accounts.</p>
        </div>
      ) : (
        <form onSubmit={ask} aria-label="Restore from an archive">
          <p className="hint">Replaces this whole site with an archive made by a backup of this or another site (at most {describeSize(maxBytes)}). A backup of the site as it is now is taken first.</p>
          <div className="field">
            <label htmlFor={`${id}-file`}>Archive</label>
            <input id={`${id}-file`} type="file" accept=".gz,.enc" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </div>
          {encrypted ? (
            <p className="hint">This site restores only archives encrypted with its own backup passphrase (BACKUP_PASSPHRASE).</p>
          ) : (
            <div className="field">
              <label htmlFor={`${id}-passphrase`}>Passphrase</label>
              <input id={`${id}-passphrase`} type="password" autoComplete="off" value={passphrase} onChange={(event) => setPassphrase(event.target.value)} aria-describedby={`${id}-passphrase-hint`} />
              <p id={`${id}-passphrase-hint`} className="hint">Only for an encrypted archive: the passphrase it was made with.</p>
            </div>
          )}
          {problem && <p className="field-error" role="alert">{problem}</p>}
          <div className="buttons">
            <button type="submit" className="danger" disabled={busy}>{busy ? "Restoring…" : "Restore…"}</button>
          </div>
        </form>
      )}
      {asking && file && (
        <ConfirmDialog title="Replace the whole site?" confirmLabel="Replace the site" onCancel={() => setAsking(false)} onConfirm={() => void restore()}>
          <p>
            Every play, blog post, page, person, venue, account, order, newsletter subscriber, message, setting and uploaded image of this site will be replaced by those in {file.name}.
          </p>
          <p>A backup of the site as it is now is taken first. The site is closed to everyone while this happens (usually under a minute), and you will need to sign in again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
