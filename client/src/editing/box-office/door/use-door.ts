import { useApolloClient, useSubscription } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DoorScanInput } from "../../../gql/graphql";
import { errorCodes, serverMessage } from "../../../lib/errors";
import { isUnauthenticated } from "../../../lib/apollo/apollo";
import { DoorCountChangedSubscription, DoorTicketsQuery, SyncDoorScansMutation } from "./door.graphql";
import { useOnline } from "./door-offline";
import { codeHash, countOf, decideHere, outcomeOf, type DoorTicket, type Outcome } from "./door-scan";
import { deviceId, doorStore, type DoorNote, type DoorStore, type SavedDoor } from "./door-store";
import { sendQueued, type Answer } from "./door-sync";

/** How long a scan sent as it is made may take before the device decides it itself (a connection that hangs). */
const ANSWER_MS = 5000;
/** How often queued scans are tried again, and the tickets kept read again, while online. */
const RETRY_MS = 15_000;
const REFRESH_MS = 120_000;
/** Another device's admission is read into the tickets kept at most this often. */
const REFRESH_AFTER_COUNT_MS = 30_000;

/** Where the door stands: loading, ready (tickets kept), or not available (never opened online, or refused). */
export type DoorState = { kind: "loading" } | { kind: "ready" } | { kind: "unavailable"; message: string };

/** A failure that means "no answer" (no connection, a server away, a limit): the device decides itself. */
function noAnswer(error: unknown): boolean {
  return !CombinedGraphQLErrors.is(error) || errorCodes(error).some((code) => code === "RATE_LIMITED" || code === "SERVICE_UNAVAILABLE" || code === "INTERNAL_SERVER_ERROR");
}

const within = <T,>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer in time")), ms))]);

/**
 * One performance's door: the tickets kept on the device (IndexedDB) and read again while online;
 * scans sent as they are made while online, decided on the device while offline (and queued, then
 * sent when the connection returns); the notes that sending brings back (conflicts); and the
 * count of who is in, live across devices while online.
 */
export function useDoor(performanceId: string, given?: DoorStore) {
  const store = useMemo(() => given ?? doorStore(), [given]);
  const client = useApolloClient();
  const online = useOnline();
  const device = useMemo(() => deviceId(), []);
  const [state, setState] = useState<DoorState>({ kind: "loading" });
  const [door, setDoor] = useState<SavedDoor | null>(null);
  const [queued, setQueued] = useState(0);
  const [notes, setNotes] = useState<DoorNote[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [liveCount, setLiveCount] = useState<{ admitted: number; expected: number } | null>(null);
  const current = useRef<SavedDoor | null>(null);
  const sending = useRef(false);
  const lastRefresh = useRef(0);
  /** The latest read of the tickets asked for: an older one answering after it is not shown (its count is older too). */
  const latestRead = useRef(0);

  const keep = useCallback(async (next: SavedDoor) => {
    current.current = next;
    setDoor(next);
    await store.saveDoor(next);
  }, [store]);

  const countQueued = useCallback(async () => setQueued((await store.queued(performanceId)).length), [store, performanceId]);
  const note = useCallback(async (added: DoorNote[]) => {
    if (added.length === 0) return;
    await store.addNotes(added);
    setNotes(await store.notes(performanceId));
  }, [store, performanceId]);

  /** One ticket changed on the device. */
  const updateTicket = useCallback(async (id: string, change: Partial<DoorTicket>) => {
    const saved = current.current;
    if (!saved) return;
    await keep({ ...saved, tickets: saved.tickets.map((t) => (t.id === id ? { ...t, ...change } : t)) });
  }, [keep]);

  /**
   * Reads the tickets again, keeps them with this device's admissions not yet sent, and notes any
   * admission of this device that another device's earlier scan has taken since.
   */
  const refresh = useCallback(async () => {
    lastRefresh.current = Date.now();
    const read = ++latestRead.current;
    try {
      const { data } = await client.query({ query: DoorTicketsQuery, variables: { performanceId }, fetchPolicy: "no-cache" });
      if (read !== latestRead.current) return;
      const fresh = data!.doorTickets;
      const waiting = await store.queued(performanceId);
      const before = new Map((current.current?.tickets ?? []).map((t) => [t.id, t]));
      const displaced: DoorNote[] = [];
      const tickets = fresh.tickets.map((ticket) => {
        const mine = waiting.find((scan) => scan.ticketId === ticket.id);
        if (mine && !ticket.admittedAt) return { ...ticket, admittedAt: mine.scannedAt, admittedOn: device };
        const was = before.get(ticket.id);
        if (was?.admittedOn === device && ticket.admittedAt && ticket.admittedOn !== device) {
          displaced.push({ performanceId, kind: "conflict", buyerName: ticket.buyerName, reference: ticket.reference, type: ticket.type, scannedAt: was.admittedAt!, firstAdmittedAt: ticket.admittedAt });
        }
        return ticket;
      });
      await keep({ performanceId, performance: fresh.performance, tickets, savedAt: fresh.serverTime, clockOffsetMs: new Date(fresh.serverTime).getTime() - Date.now() });
      setLiveCount(fresh.count);
      await note(displaced);
      setState({ kind: "ready" });
      setProblem(null);
    } catch (error) {
      // This login may not read this door (signed out, or a door volunteer's other day): the buyers' names kept go.
      if (isUnauthenticated(error) || errorCodes(error).includes("FORBIDDEN")) {
        await store.forgetBuyers();
        current.current = null;
        setDoor(null);
        setNotes([]);
        setState({ kind: "unavailable", message: serverMessage(error) ?? "This login may not open this performance's door." });
        return;
      }
      if (noAnswer(error)) {
        if (!current.current) setState({ kind: "unavailable", message: "This performance's tickets are not on this device yet: open it here once with a connection." });
        return;
      }
      const message = serverMessage(error) ?? "The tickets could not be read.";
      if (current.current) setProblem(message);
      else setState({ kind: "unavailable", message });
    }
  }, [client, performanceId, store, device, keep, note]);

  const send = useCallback(async (scans: DoorScanInput[]): Promise<Answer[]> => {
    const { data } = await client.mutate({ mutation: SyncDoorScansMutation, variables: { performanceId, scans }, fetchPolicy: "no-cache" });
    return data!.syncDoorScans;
  }, [client, performanceId]);

  /** Sends the scans admitted offline; what comes back (conflicts, refusals) is noted and kept. */
  const flush = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      const sent = await sendQueued(store, performanceId, send).catch((error: { sent?: Awaited<ReturnType<typeof sendQueued>> }) => {
        if (!noAnswer(error)) setProblem(`${serverMessage(error) ?? "Scans could not be sent"}: they are kept on this device and sent later.`);
        return error.sent ?? [];
      });
      const added: DoorNote[] = [];
      for (const done of sent) {
        const ticket = current.current?.tickets.find((t) => t.id === done.scan.ticketId);
        const about = { performanceId, buyerName: ticket?.buyerName ?? "", reference: ticket?.reference ?? "", type: ticket?.type ?? "", scannedAt: done.scan.scannedAt };
        if ("refused" in done) added.push({ ...about, kind: "refused", message: done.refused });
        else if (done.answer.result === "conflict") {
          added.push({ ...about, kind: "conflict", firstAdmittedAt: done.answer.firstAdmittedAt ?? null });
          await updateTicket(done.scan.ticketId, { admittedAt: done.answer.firstAdmittedAt ?? null, admittedOn: null });
        }
      }
      await note(added);
      await countQueued();
      if (sent.length > 0) await refresh();
    } finally {
      sending.current = false;
    }
  }, [store, performanceId, send, updateTicket, note, countQueued, refresh]);

  // The tickets kept, at once (offline too); then read again and anything queued sent, when online.
  useEffect(() => {
    let live = true;
    void (async () => {
      const saved = await store.door(performanceId);
      if (!live) return;
      if (saved) {
        current.current = saved;
        setDoor(saved);
        setState({ kind: "ready" });
      }
      setNotes(await store.notes(performanceId));
      await countQueued();
      if (navigator.onLine) await refresh();
      else if (!saved) setState({ kind: "unavailable", message: "This performance's tickets are not on this device yet: open it here once with a connection." });
    })();
    return () => {
      live = false;
    };
  }, [store, performanceId, refresh, countQueued]);

  useEffect(() => {
    if (!online) return;
    void flush();
    const timer = setInterval(() => {
      void flush();
      if (Date.now() - lastRefresh.current > REFRESH_MS) void refresh();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, flush, refresh]);

  useSubscription(DoorCountChangedSubscription, {
    variables: { performanceId },
    skip: !online || state.kind !== "ready",
    onData: ({ data }) => {
      if (!data.data) return;
      setLiveCount(data.data.doorCountChanged);
      if (Date.now() - lastRefresh.current > REFRESH_AFTER_COUNT_MS) void refresh();
    },
  });

  /** The server's clock, as this device reckons it: scans are stamped by it. */
  const serverNow = () => new Date(Date.now() + (current.current?.clockOffsetMs ?? 0)).toISOString();

  /**
   * A ticket presented at the door, by its code (scanned or typed) or, found by surname, by its id:
   * online, the server decides; offline (or with no answer in time), this device does, from the
   * tickets kept, and queues what it admitted.
   */
  const check = useCallback(async (presented: { code: string } | { ticketId: string }): Promise<Outcome | null> => {
    const scannedAt = serverNow();
    setProblem(null);
    const hash = "code" in presented ? await codeHash(presented.code) : null;
    const ticket = current.current?.tickets.find((t) => ("ticketId" in presented ? t.id === presented.ticketId : t.codeHash === hash));
    if (navigator.onLine) {
      try {
        const [answer] = await within(send([{ ...presented, scannedAt, deviceId: device, admittedOffline: false }]), ANSWER_MS);
        const found = outcomeOf(answer, performanceId);
        if (ticket && found.result === "admitted") await updateTicket(ticket.id, { admittedAt: scannedAt, admittedOn: device });
        if (ticket && found.result === "already_admitted" && !ticket.admittedAt) await updateTicket(ticket.id, { admittedAt: found.firstAdmittedAt, admittedOn: null });
        setOutcome(found);
        return found;
      } catch (error) {
        if (!noAnswer(error)) {
          setOutcome(null);
          setProblem(serverMessage(error) ?? "That ticket could not be checked.");
          return null;
        }
      }
    }
    const found = decideHere(ticket);
    if (ticket && found.result === "admitted") {
      await store.enqueue({ performanceId, ticketId: ticket.id, scannedAt, deviceId: device });
      await updateTicket(ticket.id, { admittedAt: scannedAt, admittedOn: device });
      await countQueued();
    }
    setOutcome(found);
    return found;
  }, [send, device, performanceId, updateTicket, store, countQueued]);

  const count = online && liveCount ? liveCount : countOf(door?.tickets ?? []);
  return { state, door, online, queued, notes, outcome, problem, count, check, flush, dismiss: () => setOutcome(null) };
}
