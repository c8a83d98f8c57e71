import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { formatShortDate } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { AdminPlaysQuery, CreatePlayMutation, DeletePlayMutation } from "./plays.graphql";
import { StateWithSchedule } from "../shell/content-state";
import { useListActions } from "../shell/list-actions";
import { STATUS_WORDS, STATUSES } from "./play-form";

/** Every play (those not on the site too) with its state, statuses and start date; add, edit, view and delete. */
export function PlaysList() {
  const { data, loading, error, refetch } = useQuery(AdminPlaysQuery, {
    fetchPolicy: "cache-and-network",
    // A reload after '+ Add' or Delete must not share the answer of a read that began before it.
    context: { queryDeduplication: false },
  });
  const [create, { loading: creating }] = useMutation(CreatePlayMutation);
  const [remove] = useMutation(DeletePlayMutation);
  const { add, askDelete, elements } = useListActions({
    kind: "play",
    create: () => create(),
    remove: (id) => remove({ variables: { id } }),
    reload: () => refetch(),
  });

  return (
    <StaticPage title="Plays">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <button type="button" className="primary" onClick={() => void add()} disabled={creating}>+ Add Play</button>
      {loading && !data && <Loading what="the plays" />}
      {error && <LoadError what="the plays" onRetry={() => void refetch()} />}
      {data && (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Plays</caption>
            <thead>
              <tr>
                <th scope="col">Edit</th>
                <th scope="col">View</th>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                {STATUSES.map((s) => <th scope="col" key={s}>{STATUS_WORDS[s]}</th>)}
                <th scope="col">Start</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {data.plays.items.map((play) => (
                <tr key={play.id}>
                  <td><Link to={`/admin-edit-tool/plays/${play.slug}`}>Edit<span className="visually-hidden"> {play.title || play.slug}</span></Link></td>
                  <td><a href={`/${play.slug}`} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> {play.title || play.slug} (opens in a new tab)</span></a></td>
                  <td>{play.title || "..."}</td>
                  <td><StateWithSchedule state={play.state} publishAt={play.publishAt} unpublishAt={play.unpublishAt} /></td>
                  {STATUSES.map((s) => (
                    <td key={s}><input type="checkbox" readOnly disabled checked={play.status.includes(s)} aria-label={`${play.title || play.slug}: ${STATUS_WORDS[s]}`} /></td>
                  ))}
                  <td>{formatShortDate(play.dates.startdate)}</td>
                  <td><button type="button" className="danger" onClick={() => askDelete({ id: play.id, title: play.title || play.slug })}>Delete<span className="visually-hidden"> {play.title || play.slug}</span></button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {elements}
    </StaticPage>
  );
}
