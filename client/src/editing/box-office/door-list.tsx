import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { formatDateTime } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { BoxOfficeDoorListQuery } from "./box-office.graphql";
import { amount, ticketsInWords } from "./box-office-words";
import "./box-office.css";

/**
 * The door list to print: a performance's live orders by surname, each with its reference, tickets
 * by type, what is to pay and any access note; the print leaves out the site around it. `back`:
 * the page it was opened from (the performance's desk, or the door app).
 */
export function DoorList({ back }: { back: { to: string; label: string } }) {
  const { performanceId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(BoxOfficeDoorListQuery, { variables: { performanceId }, fetchPolicy: "network-only" });
  const orders = data?.boxOfficeDoorList;
  const performance = data?.doorPerformance;
  const tickets = orders?.reduce((sum, o) => sum + o.tickets.reduce((n, t) => n + t.count, 0), 0) ?? 0;
  return (
    <StaticPage title="Door list" className="door-list">
      <p className="no-print"><Link to={back.to}>{back.label}</Link></p>
      {loading && !data && <Loading what="the door list" />}
      {error && <LoadError what="the door list" onRetry={() => void refetch()} />}
      {performance && orders && (
        <>
          <p className="door-list-what"><strong>{performance.playTitle}</strong>, {formatDateTime(performance.startsAt)}: {orders.length} order{orders.length === 1 ? "" : "s"}, {tickets} ticket{tickets === 1 ? "" : "s"}</p>
          <button type="button" className="primary no-print" onClick={() => window.print()}>Print</button>
          {orders.length === 0 ? <p>No orders to admit.</p> : (
            // On a phone the table scrolls sideways: its box takes focus, so a keyboard can scroll it too.
            <div className="table-scroll" role="region" aria-label="Orders to admit" tabIndex={0}>
              <table className="door-list-table">
                <thead>
                  <tr><th scope="col">Name</th><th scope="col">Reference</th><th scope="col">Tickets</th><th scope="col">To pay</th><th scope="col">Access note</th><th scope="col">Arrived</th></tr>
                </thead>
                <tbody>
                  {orders.map((o) => (
                    <tr key={o.reference}>
                      <th scope="row">{o.buyerName}</th>
                      <td>{o.reference}</td>
                      <td>{ticketsInWords(o.tickets)}</td>
                      <td>{o.toPayPence > 0 ? amount(o.toPayPence) : "Paid"}</td>
                      <td>{o.accessNote ?? ""}</td>
                      <td aria-label="Arrived (tick on paper)">☐</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </StaticPage>
  );
}
