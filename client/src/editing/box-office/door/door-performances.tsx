import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { dayAfter, formatDateTime, londonDay } from "@theatre/common/london-dates";
import { Loading } from "../../../components/ui/spinner";
import { STATUS_WORDS } from "../box-office-words";
import { DoorPerformancesQuery } from "./door.graphql";
import { useDoorOffline, useOnline } from "./door-offline";
import { doorStore } from "./door-store";
import "./door.css";

interface Listed {
  id: string;
  playTitle: string;
  startsAt: string;
  status: keyof typeof STATUS_WORDS;
}

/** "Today" or "Tomorrow" before a performance's date and time, as London counts days. */
function when(startsAt: string): string {
  const today = londonDay(new Date());
  return `${londonDay(startsAt) === today ? "Today" : "Tomorrow"}: ${formatDateTime(startsAt)}`;
}

/**
 * The door app's first page: the performances at the door today and tomorrow (a door volunteer's
 * whole reach), each opening its door. Offline, those whose tickets this device keeps.
 */
export function DoorPerformances() {
  const online = useOnline();
  useDoorOffline();
  const { data, loading, error } = useQuery(DoorPerformancesQuery, { fetchPolicy: "network-only", skip: !online });
  const [kept, setKept] = useState<Listed[]>([]);
  useEffect(() => {
    document.title = "Door";
    void doorStore().doors().then((doors) => setKept(doors.map((d) => d.performance as Listed)), () => undefined);
  }, []);
  const today = londonDay(new Date())!;
  const listed: Listed[] = data?.doorPerformances ?? (online && !error ? [] : kept.filter((p) => [today, dayAfter(today)].includes(londonDay(p.startsAt) ?? "")));
  return (
    <div className="door">
      <header className="door-header">
        <h1>Door</h1>
        <p>Admit people with tickets: scan their QR codes, type a code, or find the booking by surname. It works with no connection once a performance has been opened here.</p>
        {!online && <p className="door-offline" role="status">Offline: the performances this device keeps.</p>}
      </header>
      <main id="main" className="door-main">
        {online && loading && <Loading what="today's and tomorrow's performances" />}
        {error && online && <p role="alert">The performances could not be read{kept.length ? ": these are the ones this device keeps" : ""}.</p>}
        {!loading && listed.length === 0 && <p>No performance sold on this site is on today or tomorrow.</p>}
        <ul className="door-performances">
          {listed.map((p) => (
            <li key={p.id}>
              <Link to={`${DOOR_APP_PATH}/${p.id}`} className="door-performance-link">
                <strong>{p.playTitle}</strong>
                <span>{when(p.startsAt)}{STATUS_WORDS[p.status] ? ` (${STATUS_WORDS[p.status]})` : ""}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
