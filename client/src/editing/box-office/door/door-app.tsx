import { useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { formatClock, formatDateTime } from "@theatre/common/london-dates";
import { Loading } from "../../../components/ui/spinner";
import { doorListPath } from "../box-office-paths";
import { CameraScanner } from "./camera-scanner";
import { DoorResult } from "./door-result";
import { useDoorOffline, useInstallPrompt } from "./door-offline";
import { searchTickets, type Outcome } from "./door-scan";
import { unlockSound } from "./door-sound";
import type { DoorNote } from "./door-store";
import { useDoor } from "./use-door";
import "./door.css";

/**
 * The door app for one performance (door volunteers, editors and admins): scan tickets' QR codes
 * with the camera, type a code, or find a booking by surname; each answer in large type, colour
 * and sound; the count of who is in across every device. It keeps the performance's tickets on
 * the device, so it admits people with no connection and sends those scans once it is back.
 */
export function DoorApp() {
  const { performanceId = "" } = useParams();
  const door = useDoor(performanceId);
  const offlineReady = useDoorOffline();
  const install = useInstallPrompt();
  const [serial, setSerial] = useState(0);
  const title = door.door ? `Door: ${door.door.performance.playTitle}` : "Door";
  useEffect(() => {
    document.title = title;
  }, [title]);

  const check = async (presented: { code: string } | { ticketId: string }) => {
    const found: Outcome | null = await door.check(presented);
    if (found) setSerial((n) => n + 1);
  };

  return (
    <div className="door">
      <header className="door-header">
        <p className="door-back">
          <Link to={DOOR_APP_PATH}>All performances at the door</Link>
          {/* The list is read from the server: offline, its page could not open. */}
          {door.online && <> · <Link to={doorListPath(performanceId)}>Door list</Link></>}
        </p>
        <h1>{title}</h1>
        {door.door && <p className="door-when">{formatDateTime(door.door.performance.startsAt)}</p>}
        {door.door && (
          <p className="door-count" aria-live="polite">
            Admitted <strong>{door.count.admitted}</strong> of <strong>{door.count.expected}</strong>
          </p>
        )}
        {!door.online && (
          <p className="door-offline" role="status">
            Offline: tickets are checked against the list kept on this device{door.door ? ` at ${formatClock(door.door.savedAt)}` : ""}, and scans are sent when the connection returns.
          </p>
        )}
        {door.queued > 0 && (
          <p className="door-queued" role="status">
            {door.queued} scan{door.queued === 1 ? "" : "s"} waiting to send
            {door.online && <> <button type="button" onClick={() => void door.flush()}>Send now</button></>}
          </p>
        )}
      </header>
      <main id="main" className="door-main">
        {door.state.kind === "loading" && <Loading what="the tickets" />}
        {door.state.kind === "unavailable" && <p role="alert">{door.state.message}</p>}
        {door.problem && <p role="alert" className="door-problem">{door.problem}</p>}
        {door.state.kind === "ready" && (
          <>
            <DoorResult outcome={door.outcome} serial={serial} />
            <CameraScanner onCode={(code) => void check({ code })} />
            <TypedCode onCode={(code) => void check({ code })} />
            <SurnameSearch door={door} onAdmit={(ticketId) => void check({ ticketId })} />
            <Notes notes={door.notes} />
            <p className="door-ready">
              {offlineReady ? "Ready to work offline: this device keeps the tickets and the app." : "Works offline while this page stays open."}
              {install && <> <button type="button" onClick={install}>Install the door app</button></>}
            </p>
          </>
        )}
      </main>
    </div>
  );
}

/** A ticket's code typed in (a QR code that will not scan: the code is printed under it). */
function TypedCode({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unlockSound();
    if (!code.trim()) return;
    onCode(code.trim());
    setCode("");
  };
  return (
    <form className="door-typed" aria-label="Type a ticket code" onSubmit={submit}>
      <label htmlFor="door-code">Ticket code</label>
      <input id="door-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} />
      <button type="submit">Check</button>
    </form>
  );
}

/** The bookings whose buyer's surname starts with what is typed, from the tickets kept (offline too), each ticket to admit. */
function SurnameSearch({ door, onAdmit }: { door: ReturnType<typeof useDoor>; onAdmit: (ticketId: string) => void }) {
  const [typed, setTyped] = useState("");
  const found = searchTickets(door.door?.tickets ?? [], typed);
  return (
    <section className="door-search" aria-labelledby="door-search-heading">
      <h2 id="door-search-heading">Find by surname</h2>
      <label htmlFor="door-surname">Surname, name or reference</label>
      <input id="door-surname" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      {typed.trim().length >= 2 && found.length === 0 && <p>No booking found.</p>}
      <ul className="door-bookings">
        {found.map((order) => (
          <li key={order.reference}>
            <p><strong>{order.buyerName || "(name deleted)"}</strong> · {order.reference}</p>
            <ul>
              {order.tickets.map((ticket, i) => (
                <li key={ticket.id}>
                  {ticket.type}: {ticket.status === "cancelled" || ticket.status === "refunded" ? "cancelled" : ticket.admittedAt ? `admitted at ${formatClock(ticket.admittedAt)}` : "not yet admitted"}
                  {(ticket.status === "reserved" || ticket.status === "paid") && !ticket.admittedAt && (
                    <> <button type="button" onClick={() => { unlockSound(); onAdmit(ticket.id); }} aria-label={`Admit ${order.buyerName}, ticket ${i + 1} (${ticket.type})`}>Admit</button></>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What sending brought back: admissions another device made first, scans the server refused. */
function Notes({ notes }: { notes: DoorNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section className="door-notes" aria-labelledby="door-notes-heading">
      <h2 id="door-notes-heading">Conflicts</h2>
      <ul role="alert">
        {notes.map((n) => (
          <li key={n.key}>
            {n.kind === "conflict"
              ? `${n.buyerName} (${n.reference}, ${n.type}): admitted on another device at ${formatClock(n.firstAdmittedAt)}, before this device's scan at ${formatClock(n.scannedAt)}. The first scan counts; check they have not come in twice.`
              : `${n.buyerName} (${n.reference}, ${n.type}), scanned at ${formatClock(n.scannedAt)}: not sent, ${n.message}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
