import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { formatDateTime } from "@theatre/common/london-dates";
import { formatPence } from "@theatre/common/money";
import { StaticPage } from "../../features/site/static-page";
import { isNotFound } from "../../lib/errors";
import { downloadFile } from "../shell/download";
import { useFeedback } from "../shell/feedback";
import { BoxOfficeQuery, CancelPerformanceOrdersMutation } from "./box-office.graphql";
import { amount, STATUS_WORDS } from "./box-office-words";
import { doorListPath } from "./box-office-paths";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { ComplimentaryForm } from "./complimentary-form";
import { HouseSeatsPanel } from "./house-seats-panel";
import { OrdersPanel } from "./orders-panel";
import "./box-office.css";

/**
 * One performance at the box office: sold, held and left (by ticket type), takings and what the
 * door is to collect, its orders, complimentary tickets, house seats (reserved seating), the orders as CSV, the door list to
 * print, and, once the performance is cancelled, cancelling every order with word to each buyer.
 */
export function PerformanceDesk() {
  const { performanceId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(BoxOfficeQuery, { variables: { performanceId }, fetchPolicy: "cache-and-network" });
  const [cancelAll] = useMutation(CancelPerformanceOrdersMutation);
  const [asking, setAsking] = useState(false);
  const { notify, fail, feedback } = useFeedback();
  const summary = data?.boxOffice;
  const reload = () => refetch().then(() => undefined);

  if (!summary) {
    return (
      <StaticPage title="Box office">
        <p><Link to="/admin-edit-tool/box-office">Back to the box office</Link></p>
        {loading && <Loading what="the performance's sales" />}
        {error && (isNotFound(error) ? <p>No performance sold on this site has that address.</p> : <LoadError what="the performance's sales" onRetry={() => void refetch()} />)}
      </StaticPage>
    );
  }
  const { performance } = summary;
  const exportCsv = async () => {
    const refused = await downloadFile(`/api/box-office/${performance.id}/orders.csv`, `orders-${performance.id}.csv`);
    if (refused) fail(new Error(`The orders could not be exported (error ${refused}).`));
  };
  const confirmCancelAll = async () => {
    setAsking(false);
    try {
      const { data: done } = await cancelAll({ variables: { performanceId: performance.id } });
      notify(`Cancelled ${done?.cancelPerformanceOrders ?? 0} orders; each buyer is emailed.`);
      await reload();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <StaticPage title={`Box office: ${performance.playTitle}`} className="box-office">
      <p><Link to="/admin-edit-tool/box-office">Back to the box office</Link></p>
      <p className="box-office-when">
        {formatDateTime(performance.startsAt)}
        {STATUS_WORDS[performance.status] && <strong className={`box-office-status status-${performance.status}`}> · {STATUS_WORDS[performance.status]}</strong>}
      </p>
      <dl className="box-office-numbers">
        <div><dt>Sold</dt><dd>{summary.sold}</dd></div>
        <div><dt>Held</dt><dd>{summary.held}</dd></div>
        {summary.houseSeats > 0 && <div><dt>House seats</dt><dd>{summary.houseSeats}</dd></div>}
        <div><dt>Left</dt><dd>{summary.left}</dd></div>
        <div><dt>Takings</dt><dd>{amount(summary.takingsPence)}</dd></div>
        <div><dt>To collect at the door</dt><dd>{amount(summary.toCollectPence)}</dd></div>
        <div><dt>Waitlist</dt><dd>{summary.waitlist} waiting</dd></div>
      </dl>
      <div className="table-scroll">
        <table className="box-office-types">
          <caption>Tickets sold by type, of {performance.capacity}</caption>
          <thead>
            <tr><th scope="col">Ticket type</th><th scope="col">Price</th><th scope="col">Sold</th><th scope="col">Of which complimentary</th></tr>
          </thead>
          <tbody>
            {summary.byType.map((t) => (
              <tr key={t.name}><th scope="row">{t.name}</th><td>{t.offered ? formatPence(t.pricePence) : "No longer offered"}</td><td>{t.sold}</td><td>{t.complimentary}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="box-office-actions">
        <button type="button" onClick={() => void exportCsv()}>Export CSV</button>
        <Link className="button-link" to={doorListPath(performance.id)}>Print door list</Link>
        <Link className="button-link" to={`${DOOR_APP_PATH}/${performance.id}`}>Open the door app</Link>
        {performance.status === "cancelled" && (
          <button type="button" className="danger" disabled={summary.liveOrders === 0} onClick={() => setAsking(true)}>Cancel all orders and tell buyers</button>
        )}
      </div>
      <ComplimentaryForm performanceId={performance.id} ticketTypes={summary.byType.filter((t) => t.offered).map((t) => t.name)} onGiven={(reference) => { notify(`Complimentary tickets given: ${reference}`); reload().catch(fail); }} />
      <HouseSeatsPanel performanceId={performance.id} onChanged={() => reload().catch(fail)} notify={notify} />
      <OrdersPanel performanceId={performance.id} onChanged={reload} notify={notify} fail={fail} />
      {asking && (
        <ConfirmDialog title="Cancel all orders?" confirmLabel="Cancel all orders" onConfirm={() => void confirmCancelAll()} onCancel={() => setAsking(false)}>
          <p>
            The {summary.liveOrders} live order{summary.liveOrders === 1 ? "" : "s"} of this cancelled performance are cancelled. Each buyer is emailed once, and what was paid online is
            refunded.
          </p>
        </ConfirmDialog>
      )}
      {feedback}
    </StaticPage>
  );
}
