import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { formatDateTime } from "@theatre/common/london-dates";
import type { BoxOfficeOrderFieldsFragment } from "../../gql/graphql";
import { BoxOfficeOrdersQuery, CancelOrderMutation, MarkOrderPaidMutation } from "./box-office.graphql";
import { amount, ORDER_STATUS_WORDS, PAYMENT_WORDS, ticketsInWords } from "./box-office-words";

/** Orders the desk may cancel (one being paid online ends by itself if unpaid). */
const LIVE = new Set(["reserved", "paid"]);

/**
 * A performance's orders, newest first, 25 a page, searched by name, email or reference; each
 * live one can be cancelled (after a confirmation: its buyer is emailed, an online payment
 * refunded), and a reserved one marked paid when its door payment is taken.
 */
export function OrdersPanel({ performanceId, onChanged, notify, fail }: { performanceId: string; onChanged: () => Promise<void>; notify: (text: string) => void; fail: (error: unknown) => void }) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(BoxOfficeOrdersQuery, { variables: { performanceId, search, page }, fetchPolicy: "cache-and-network" });
  const [cancelOrder] = useMutation(CancelOrderMutation);
  const [markPaid] = useMutation(MarkOrderPaidMutation);
  const [doomed, setDoomed] = useState<BoxOfficeOrderFieldsFragment | null>(null);
  const orders = data?.boxOfficeOrders;

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done);
      await onChanged();
    } catch (failure) {
      fail(failure);
    }
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <section className="box-office-orders" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      <form role="search" className="field inline order-search" onSubmit={find}>
        <label htmlFor="order-search">Search by name, email or reference</label>
        <input id="order-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      {loading && !data && <Loading what="orders" />}
      {error && <LoadError what="the orders" onRetry={() => void refetch()} />}
      {orders && orders.total === 0 && <p>{search ? `No order matches "${search}".` : "No orders yet."}</p>}
      {orders && orders.items.length > 0 && (
        <div className="table-scroll">
          <table className="box-office-order-table">
            <caption>{orders.total} order{orders.total === 1 ? "" : "s"}{search && ` matching "${search}"`}</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th><th scope="col">Buyer</th><th scope="col">Tickets</th><th scope="col">Total</th><th scope="col">Payment</th><th scope="col">Status</th><th scope="col">Ordered</th><th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((o) => (
                <tr key={o.reference} className={`order-${o.status}`}>
                  <th scope="row">{o.reference}</th>
                  <td>
                    {o.buyerName}
                    {o.buyerEmail && <><br /><a href={`mailto:${encodeURIComponent(o.buyerEmail)}`}>{o.buyerEmail}</a></>}
                    {o.accessNote && <><br /><span className="access-note">Access: {o.accessNote}</span></>}
                  </td>
                  <td>{ticketsInWords(o.tickets)}</td>
                  <td>{amount(o.totalPence)}</td>
                  <td>{PAYMENT_WORDS[o.payment] ?? o.payment}</td>
                  <td>{ORDER_STATUS_WORDS[o.status]}{o.toPayPence > 0 && `: ${amount(o.toPayPence)}`}</td>
                  <td>{formatDateTime(o.createdAt)}</td>
                  <td className="order-actions">
                    {o.status === "reserved" && (
                      <button type="button" onClick={() => void act(() => markPaid({ variables: { reference: o.reference } }), `${o.reference} is paid`)}>
                        Mark paid<span className="visually-hidden"> {o.reference}</span>
                      </button>
                    )}
                    {LIVE.has(o.status) && (
                      <button type="button" className="danger" onClick={() => setDoomed(o)}>
                        Cancel order<span className="visually-hidden"> {o.reference}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders && orders.pages > 1 && (
        <div className="pagination">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>← Newer</button>
          <span>Page {orders.page} of {orders.pages}</span>
          <button type="button" disabled={page >= orders.pages} onClick={() => setPage(page + 1)}>Older →</button>
        </div>
      )}
      {doomed && (
        <ConfirmDialog
          title={`Cancel order ${doomed.reference}?`}
          confirmLabel="Cancel order"
          onCancel={() => setDoomed(null)}
          onConfirm={() => {
            const { reference } = doomed;
            setDoomed(null);
            void act(() => cancelOrder({ variables: { reference } }), `${reference} is cancelled; its buyer is emailed`);
          }}
        >
          <p>
            {doomed.buyerName}&apos;s {ticketsInWords(doomed.tickets)} go back on sale and {doomed.buyerEmail ? "they are emailed to say so" : "no email is sent (none was given)"}.
            {doomed.payment === "online" && doomed.status === "paid" && " What they paid online is refunded through Stripe; the order shows Refunded once Stripe confirms."}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
