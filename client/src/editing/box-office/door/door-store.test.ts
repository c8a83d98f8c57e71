import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { doorStore } from "./door-store";
import { DOOR_ACCOUNT_KEY, DOOR_DB, forgetDoorDevice } from "../../../lib/door-device-data";

const saved = { performanceId: "p1", performance: { __typename: "BoxOfficePerformance" as const, id: "p1", playTitle: "Hamlet", startsAt: "2026-12-01T19:30:00Z", status: "onsale" }, tickets: [{ id: "t1", codeHash: "ab", reference: "FSP-ADA1", buyerName: "Ada Lovelace", type: "Full", status: "paid", toPayPence: 0, admittedAt: null, admittedOn: null }], savedAt: "2026-12-01T18:00:00Z", clockOffsetMs: 0 } as never;

test("signing out forgets the door's ticket lists, notes and kept account; scans admitted offline stay to be sent", async () => {
  const store = doorStore();
  await store.saveDoor(saved);
  await store.addNotes([{ performanceId: "p1", kind: "conflict", buyerName: "Ada Lovelace", reference: "FSP-ADA1", type: "Full", scannedAt: "2026-12-01T19:02:00Z" }]);
  await store.enqueue({ performanceId: "p1", ticketId: "t1", scannedAt: "2026-12-01T19:02:00Z", deviceId: "door-device-1" });
  localStorage.setItem(DOOR_ACCOUNT_KEY, JSON.stringify({ token: "end", name: "Dora", role: "door" }));

  await forgetDoorDevice();

  expect(await store.doors()).toEqual([]);
  expect(await store.notes("p1")).toEqual([]);
  expect(await store.queued("p1")).toHaveLength(1);
  expect(localStorage.getItem(DOOR_ACCOUNT_KEY)).toBeNull();
});

test("a device that never opened the door app is left without its database", async () => {
  const idb = new IDBFactory();
  await forgetDoorDevice(idb);
  expect((await idb.databases()).map((d) => d.name)).not.toContain(DOOR_DB);
});
