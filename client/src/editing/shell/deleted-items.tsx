import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { DeletedItemsQuery as DeletedItemsData, EditedKind } from "../../gql/graphql";
import { formatDate, formatDateTime } from "@theatre/common/london-dates";
import { fieldErrors, isNotFound } from "../../lib/errors";
import { StaticPage } from "../../features/site/static-page";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DeletedItemsQuery, DeleteForGoodMutation, RestoreBlogMutation, RestorePlayMutation } from "./deleted-items.graphql";
import { useFeedback } from "./feedback";
import "./journal.css";

type Item = DeletedItemsData["deletedItems"][number];

const KIND_NAMES: Record<EditedKind, string> = { play: "Play", blog: "Blog", page: "Page", account: "Account" };

/** Where a restored item is edited (only plays and blogs can be deleted). */
const editorPath = (kind: EditedKind, slug: string) => `/admin-edit-tool/${kind === "blog" ? "blogs" : "plays"}/${slug}`;

/** The slug an editor is choosing for an item whose own was taken while it was deleted. */
interface SlugChoice {
  id: string;
  value: string;
  error: string;
}

/**
 * Deleted plays and blogs (editors), most recently deleted first, until they are purged 30 days
 * on. Restore brings one back as it was; when its slug has been taken since, the editor picks another.
 * Admins may also Delete for good (a take-down on request): the item, its history and its images go now.
 */
export function DeletedItems({ canDeleteForGood = false }: { canDeleteForGood?: boolean }) {
  const { data, loading, error, refetch } = useQuery(DeletedItemsQuery, { fetchPolicy: "network-only" });
  const [restorePlay] = useMutation(RestorePlayMutation);
  const [restoreBlog] = useMutation(RestoreBlogMutation);
  const [deleteForGood] = useMutation(DeleteForGoodMutation);
  const [erasing, setErasing] = useState<Item | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const { fail, feedback } = useFeedback();
  const [restored, setRestored] = useState<{ title: string; href: string } | null>(null);
  const [choice, setChoice] = useState<SlugChoice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const restore = async (item: Item, slug?: string) => {
    setBusy(item.id);
    setRestored(null);
    try {
      const variables = { id: item.id, slug: slug ?? null };
      const back = item.kind === "blog" ? (await restoreBlog({ variables })).data?.restoreBlog : (await restorePlay({ variables })).data?.restorePlay;
      setChoice(null);
      if (back) setRestored({ title: back.title || back.slug, href: editorPath(item.kind, back.slug) });
      await refetch();
    } catch (e) {
      // CONFLICT (taken) and BAD_USER_INPUT (malformed) both name the slug: ask for another.
      const slugError = fieldErrors(e).slug;
      if (slugError) {
        setChoice({ id: item.id, value: slug ?? item.slug, error: slugError });
      } else {
        fail(e);
        // Purged or restored by someone else meanwhile: the list is out of date.
        if (isNotFound(e)) await refetch().catch(() => undefined);
      }
    } finally {
      setBusy(null);
    }
  };

  const erase = async (item: Item) => {
    setErasing(null);
    setBusy(item.id);
    setRestored(null);
    try {
      await deleteForGood({ variables: { kind: item.kind, id: item.id } });
      setErased(item.title);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
      await refetch().catch(() => undefined);
    }
  };

  const items = data?.deletedItems;
  const choosing = items?.find((item) => item.id === choice?.id);
  return (
    <StaticPage title="Deleted items">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p>Deleted plays and blogs are off the site. They wait here for 30 days after they were deleted, then they are purged for good, with their images. Restore puts one back as it was: on the site again if it was published.</p>
      <div role="status" aria-live="polite">
        {restored && <p>Restored "{restored.title}". <Link to={restored.href}>Open it in the editor</Link></p>}
        {erased && <p>Deleted "{erased}" for good.</p>}
      </div>
      {loading && !data && <Loading what="deleted items" />}
      {error && <LoadError what="the deleted items" onRetry={() => void refetch()} />}
      {items && items.length === 0 && <p>Nothing has been deleted in the last 30 days.</p>}
      {choosing && choice && <NewSlugForm item={choosing} choice={choice} busy={busy === choosing.id} onChoice={setChoice} onRestore={(slug) => void restore(choosing, slug)} />}
      {items && items.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table deleted-items">
            <caption className="visually-hidden">Deleted items</caption>
            <thead>
              <tr><th scope="col">Title</th><th scope="col">Kind</th><th scope="col">Deleted</th><th scope="col">By</th><th scope="col">Purge</th><th scope="col">Restore</th>{canDeleteForGood && <th scope="col">Delete for good</th>}</tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <DeletedRow key={item.id} item={item} busy={busy === item.id || choice?.id === item.id} onRestore={() => void restore(item)} onErase={canDeleteForGood ? () => setErasing(item) : undefined} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {erasing && (
        <ConfirmDialog title={`Delete “${erasing.title}” for good?`} confirmLabel="Delete for good" onCancel={() => setErasing(null)} onConfirm={() => void erase(erasing)}>
          <p>It goes now with its history and its images, and cannot be restored. Use this when someone asks for it to be taken down; otherwise it is purged by itself on {formatDate(erasing.purgeAt)}.</p>
        </ConfirmDialog>
      )}
      {feedback}
    </StaticPage>
  );
}

/** One deleted item; its Restore waits while a new slug is being chosen for it. Admins can delete it for good. */
function DeletedRow({ item, busy, onRestore, onErase }: { item: Item; busy: boolean; onRestore: () => void; onErase?: () => void }) {
  const titleId = `deleted-${item.id}`;
  return (
    <tr>
      <td id={titleId}>{item.title}</td>
      <td>{KIND_NAMES[item.kind]}</td>
      <td>{formatDateTime(item.deletedAt)}</td>
      <td>{item.deletedBy}</td>
      <td>Purged on {formatDate(item.purgeAt)}</td>
      <td><button type="button" aria-describedby={titleId} disabled={busy} onClick={onRestore}>Restore</button></td>
      {onErase && <td><button type="button" className="danger" aria-describedby={titleId} disabled={busy} onClick={onErase}>Delete for good</button></td>}
    </tr>
  );
}

/** Asks for another slug for an item whose own was taken while it was deleted (or that was refused). */
function NewSlugForm({ item, choice, busy, onChoice, onRestore }: {
  item: Item;
  choice: SlugChoice;
  busy: boolean;
  onChoice: (choice: SlugChoice | null) => void;
  onRestore: (slug: string) => void;
}) {
  const id = useId();
  return (
    <form
      className="restore-slug"
      aria-label={`Restore “${item.title}” under a new slug`}
      onSubmit={(event) => {
        event.preventDefault();
        onRestore(choice.value.trim());
      }}
    >
      <p>“{item.title}” needs a new slug to be restored.</p>
      <div className="field">
        <label htmlFor={id}>New slug</label>
        <input id={id} value={choice.value} onChange={(event) => onChoice({ ...choice, value: event.target.value })} aria-invalid="true" aria-describedby={`${id}-error`} autoFocus />
        <p id={`${id}-error`} className="field-error" role="alert">{choice.error}</p>
      </div>
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>Restore</button>
        <button type="button" className="secondary-button" onClick={() => onChoice(null)}>Cancel</button>
      </div>
    </form>
  );
}
