import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { formatDateTime } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { BoxOfficePerformancesQuery } from "./box-office.graphql";
import { STATUS_WORDS } from "./box-office-words";
import "./box-office.css";

/** The box office (editors and admins): every performance sold on this site, those still to come first. */
export function BoxOfficeList() {
  const { data, loading, error, refetch } = useQuery(BoxOfficePerformancesQuery, { fetchPolicy: "cache-and-network" });
  const performances = data?.boxOfficePerformances;
  return (
    <StaticPage title="Box office">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p className="hint">Performances sold on this site, those still to come first. Turn selling on for a performance in its play's editor (Performances: Sell tickets on this site).</p>
      {loading && !data && <Loading what="performances" />}
      {error && <LoadError what="the performances" onRetry={() => void refetch()} />}
      {performances && performances.length === 0 && <p>No performance is sold on this site yet.</p>}
      {performances && performances.length > 0 && (
        <ul className="box-office-performances">
          {performances.map((p) => (
            <li key={p.id}>
              <Link to={`/admin-edit-tool/box-office/${p.id}`}>
                <strong>{p.playTitle}</strong>, {formatDateTime(p.startsAt)}
              </Link>{" "}
              <span className="box-office-left">{p.remaining} of {p.capacity} left</span>
              {STATUS_WORDS[p.status] && <span className={`box-office-status status-${p.status}`}> · {STATUS_WORDS[p.status]}</span>}
            </li>
          ))}
        </ul>
      )}
    </StaticPage>
  );
}
