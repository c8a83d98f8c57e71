import "fake-indexeddb/auto";
import type { ReactNode } from "react";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, renderHook, screen, waitFor } from "@testing-library/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { decideHere, searchTickets, wordsFor, countOf, type DoorTicket, type Outcome } from "./door-scan";
import { DoorResult } from "./door-result";
import type { DoorNote, DoorStore, QueuedScan, SavedDoor } from "./door-store";
import { SCANS_PER_CALL, sendQueued, type Answer } from "./door-sync";
import { doorStore } from "./door-store";
import { DoorCountChangedSubscription, DoorTicketsQuery } from "./door.graphql";
import { useDoor } from "./use-door";

const ticket = (over: Partial<DoorTicket> = {}): DoorTicket => ({
  id: "t1",
  codeHash: "ab",
  reference: "FSP-ADA1",
  buyerName: "Ada Lovelace",
  type: "Full",
  status: "paid",
  toPayPence: 0,
  admittedAt: null,
  admittedOn: null,
  ...over,
});

describe("deciding a scan on the device, offline", () => {
  test("a live ticket not yet in is admitted; one already in says when (London's clock); a cancelled one says so; an unknown code is not for this performance", () => {
    expect(wordsFor(decideHere(ticket()))).toMatchObject({ kind: "admitted", headline: "Admitted", tone: "good" });
    expect(wordsFor(decideHere(ticket()))).toMatchObject({ details: ["Ada Lovelace · Full ticket · FSP-ADA1", "Offline: this scan is sent when the connection returns"] });
    // 18:02 UTC in July is 19:02 in London.
    expect(wordsFor(decideHere(ticket({ admittedAt: "2026-07-14T18:02:00Z" })))).toMatchObject({ headline: "Already admitted at 19:02", tone: "warn" });
    expect(wordsFor(decideHere(ticket({ status: "refunded" })))).toMatchObject({ headline: "Cancelled", tone: "bad" });
    expect(wordsFor(decideHere(undefined))).toMatchObject({ headline: "Not for this performance", details: ["No ticket of this performance has this code"], tone: "bad" });
  });

  test("what is to pay at the door is said with the admission; the server's answer for another performance names it", () => {
    expect(wordsFor(decideHere(ticket({ status: "reserved", toPayPence: 2400 }))).details).toContain("To pay at the door: £24 (the whole order)");
    const elsewhere: Outcome = { result: "not_valid", firstAdmittedAt: null, buyerName: "Sam", reference: "FSP-SAM2", type: "Full", toPayPence: 0, elsewhere: { playTitle: "Hamlet", startsAt: "2026-12-01T19:30:00Z" }, offline: false };
    expect(wordsFor(elsewhere).details).toContain("This ticket is for Hamlet, Tuesday 1st December 2026, 7.30pm");
    const conflict: Outcome = { ...elsewhere, result: "conflict", elsewhere: null, firstAdmittedAt: "2026-12-01T19:02:00Z" };
    expect(wordsFor(conflict)).toMatchObject({ headline: "Conflict", details: ["Sam · Full ticket · FSP-SAM2", "Another device admitted this ticket at 19:02, before this one: the first scan counts"] });
  });

  test("surname search finds bookings by the name's last word, its start or the reference, grouped by order; the count is of live tickets", () => {
    const tickets = [ticket(), ticket({ id: "t2", admittedAt: "2026-07-14T18:02:00Z" }), ticket({ id: "t3", reference: "FSP-BOB2", buyerName: "Bob Lovell" }), ticket({ id: "t4", reference: "FSP-CAT3", buyerName: "Cat Smith", status: "cancelled" })];
    expect(searchTickets(tickets, "lov").map((o) => [o.reference, o.tickets.length])).toEqual([["FSP-ADA1", 2], ["FSP-BOB2", 1]]);
    expect(searchTickets(tickets, "Cat").map((o) => o.reference)).toEqual(["FSP-CAT3"]);
    expect(searchTickets(tickets, "fsp-bob").map((o) => o.reference)).toEqual(["FSP-BOB2"]);
    expect(searchTickets(tickets, "l")).toEqual([]);
    expect(countOf(tickets)).toEqual({ admitted: 1, expected: 3 });
  });
});

describe("the answer on screen", () => {
  test("large words on the outcome's colour, read out as they change", () => {
    const outcome = decideHere(ticket({ admittedAt: "2026-12-01T19:02:00Z" }));
    const { container } = render(<DoorResult outcome={outcome} serial={1} />);
    expect(screen.getByRole("status")).toHaveTextContent("Already admitted at 19:02");
    expect(container.querySelector(".door-result-already_admitted")).not.toBeNull();
  });
});

/** A door store in memory, as IndexedDB would keep it. */
function memoryStore(scans: number): DoorStore & { queue: QueuedScan[]; kept: DoorNote[] } {
  const queue: QueuedScan[] = Array.from({ length: scans }, (_, i) => ({ key: i + 1, performanceId: "p1", ticketId: `t${i}`, scannedAt: "2026-12-01T19:02:00Z", deviceId: "door-device-1" }));
  const kept: DoorNote[] = [];
  return {
    queue,
    kept,
    door: async () => undefined as SavedDoor | undefined,
    doors: async () => [],
    saveDoor: async () => undefined,
    queued: async (id) => queue.filter((s) => s.performanceId === id),
    enqueue: async (scan) => void queue.push(scan),
    dequeue: async (keys) => {
      for (const key of keys) queue.splice(queue.findIndex((s) => s.key === key), 1);
    },
    notes: async () => kept,
    addNotes: async (notes) => void kept.push(...notes),
    forgetBuyers: async () => undefined,
  };
}

const answer = (result: Answer["result"]): Answer => ({ result, firstAdmittedAt: null, toPayPence: 0, ticket: null, order: null, performance: null });

describe("sending the scans admitted offline", () => {
  test("in calls of at most 500, oldest first, each leaving the queue once answered", async () => {
    const store = memoryStore(1201);
    const calls: number[] = [];
    const sent = await sendQueued(store, "p1", async (scans) => {
      calls.push(scans.length);
      expect(scans[0]).toEqual({ ticketId: expect.any(String), scannedAt: "2026-12-01T19:02:00Z", deviceId: "door-device-1", admittedOffline: true });
      return scans.map(() => answer("admitted"));
    });
    expect(calls).toEqual([SCANS_PER_CALL, SCANS_PER_CALL, 201]);
    expect(sent).toHaveLength(1201);
    expect(store.queue).toEqual([]);
  });

  test("a scan the server refuses is taken out with its reason and the rest sent again; no connection leaves the queue as it was", async () => {
    const store = memoryStore(3);
    const refusal = new CombinedGraphQLErrors({ errors: [{ message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "scans[1].scannedAt", message: "scannedAt must not be in the future" }] } }] });
    let call = 0;
    const sent = await sendQueued(store, "p1", async (scans) => {
      call += 1;
      if (call === 1) throw refusal;
      return scans.map(() => answer("conflict"));
    });
    expect(sent.map((s) => ("refused" in s ? s.refused : s.answer.result))).toEqual(["scannedAt must not be in the future", "conflict", "conflict"]);
    expect(store.queue).toEqual([]);

    const offline = memoryStore(2);
    await expect(sendQueued(offline, "p1", async () => { throw new TypeError("Failed to fetch"); })).rejects.toThrow("Failed to fetch");
    expect(offline.queue).toHaveLength(2);
  });
});

describe("a door this login may no longer open", () => {
  const refusal = (code: string) => ({ request: { query: DoorTicketsQuery, variables: { performanceId: "p1" } }, result: { errors: [{ message: "Door volunteers open the door app for today's and tomorrow's performances", extensions: { code } }] } });

  test.each(["FORBIDDEN", "UNAUTHENTICATED"])("the door list answering %s forgets the tickets kept on the device", async (code) => {
    const store = doorStore();
    await store.saveDoor({ performanceId: "p1", performance: { id: "p1", playTitle: "Hamlet", startsAt: "2026-12-01T19:30:00Z", status: "onsale" }, tickets: [ticket()], savedAt: "2026-12-01T18:00:00Z", clockOffsetMs: 0 } as SavedDoor);
    // The live count, asked while the kept door shows: never answered here.
    const count = { request: { query: DoorCountChangedSubscription, variables: { performanceId: "p1" } }, result: { data: null }, delay: Infinity };
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[refusal(code), count]}>{children}</MockedProvider>;
    const { result } = renderHook(() => useDoor("p1", store), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ kind: "unavailable", message: "Door volunteers open the door app for today's and tomorrow's performances" }));
    expect(result.current.door).toBeNull();
    expect(await store.doors()).toEqual([]);
  });
});
