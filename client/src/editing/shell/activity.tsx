import { useQuery } from "@apollo/client/react";
import { useId } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Pagination } from "../../components/ui/pagination";
import { Loading } from "../../components/ui/spinner";
import type { ActivityAction, ActivityQuery as ActivityData, EditedKind } from "../../gql/graphql";
import { formatDateTime } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { ActivityQuery } from "./activity.graphql";
import { UsersQuery } from "./users.graphql";
import "./journal.css";

type Entry = ActivityData["activity"]["items"][number];

const PATH = "/admin-edit-tool/activity";
const KINDS: readonly string[] = ["play", "blog", "page"] satisfies EditedKind[];

/** What each action reads as, before the item: "Ann published the play …". */
const VERBS: Record<ActivityAction, string> = {
  created: "created",
  saved: "saved a draft of",
  published: "published",
  unpublished: "unpublished",
  scheduled: "changed the schedule of",
  deleted: "deleted",
  restored: "restored",
  cancelled: "cancelled box office orders of",
  reset: "reset the two-step sign-in of",
};

/**
 * One entry: "Ann published the play “Twelfth Night”" (pages are named by their title: "the About
 * page"), its time and detail; the item's name links to its activity alone.
 */
export function ActivityLine({ entry, itemHref }: { entry: Entry; itemHref: string }) {
  const name = <Link to={itemHref}>{entry.itemTitle}</Link>;
  return (
    <li>
      <p>{entry.actor} {VERBS[entry.action]} {entry.kind === "page" ? <>the {name}</> : <>the {entry.kind} “{name}”</>}</p>
      <p className="hint"><time dateTime={entry.at}>{formatDateTime(entry.at)}</time>{entry.detail && ` · ${entry.detail}`}</p>
    </li>
  );
}

/** The filters and page, kept in the address (?person=…&kind=…&item=…&page=…) so they survive a reload and can be shared. */
function useActivityAddress() {
  const [params] = useSearchParams();
  const kind = params.get("kind");
  const filters = {
    person: params.get("person") || null,
    kind: kind && KINDS.includes(kind) ? (kind as EditedKind) : null,
    item: params.get("item") || null,
  };
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "", 10) || 1);
  /** The address with some parameters changed (null removes one); any change but the page's goes back to page 1. */
  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    if (!("page" in changes)) next.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const query = next.toString();
    return query ? `${PATH}?${query}` : PATH;
  };
  return { filters, page, href };
}

/** Who created, saved, published, scheduled, deleted and restored what, and cancelled which orders, newest first (admins). */
export function Activity() {
  const { filters, page, href } = useActivityAddress();
  const navigate = useNavigate();
  const personId = useId();
  const { data, loading, error, refetch } = useQuery(ActivityQuery, { variables: { ...filters, page }, fetchPolicy: "network-only" });
  const { data: accounts } = useQuery(UsersQuery);
  const result = data?.activity;
  const people = [...(accounts?.users.items ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const itemTitle = filters.item && (result?.items[0]?.itemTitle ?? filters.item);

  return (
    <StaticPage title="Activity">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p>What editors did to the plays, blogs and pages, newest first. Choose an item's name to see only its activity.</p>
      <div className="activity-filters">
        <div className="field inline">
          <label htmlFor={personId}>Person</label>
          <select id={personId} value={filters.person ?? ""} onChange={(e) => void navigate(href({ person: e.target.value || null }))}>
            <option value="">Everyone</option>
            {people.map((user) => <option key={user.id} value={user.id}>{user.name}</option>)}
          </select>
        </div>
        {itemTitle && <p>Only “{itemTitle}” · <Link to={href({ kind: null, item: null })}>Show all</Link></p>}
      </div>
      {loading && !data && <Loading what="the activity" />}
      {error && <LoadError what="the activity" onRetry={() => void refetch()} />}
      {result && result.items.length === 0 && <p>No activity to show.</p>}
      {result && result.items.length > 0 && (
        <ol className="activity-list" aria-label="Activity entries">
          {result.items.map((entry) => <ActivityLine key={entry.id} entry={entry} itemHref={href({ kind: entry.kind, item: entry.itemId })} />)}
        </ol>
      )}
      {result && result.pages > 1 && <Pagination page={result.page} pages={result.pages} label="Activity pages" hrefFor={(n) => href({ page: n > 1 ? String(n) : null })} />}
    </StaticPage>
  );
}
