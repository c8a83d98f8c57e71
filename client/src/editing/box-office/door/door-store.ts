import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { DoorTicketsQuery } from "../../../gql/graphql";
import type { DoorTicket } from "./door-scan";
import { DOOR_DB, forgetDoorDevice } from "../../../lib/door-device-data";

/** A performance's door as the device keeps it: what doorTickets answered, with the local admissions since. */
export interface SavedDoor {
  performanceId: string;
  performance: DoorTicketsQuery["doorTickets"]["performance"];
  tickets: DoorTicket[];
  /** When the server answered (its clock). */
  savedAt: string;
  /** The server's clock less the device's, when it answered: scans are stamped by the server's clock. */
  clockOffsetMs: number;
}

/** A scan admitted offline, waiting to be sent (always of a ticket in the list: others admit nobody). */
export interface QueuedScan {
  key?: number;
  performanceId: string;
  ticketId: string;
  scannedAt: string;
  deviceId: string;
}

/** Something the door should know after sending: a conflict, or a scan the server refused. */
export interface DoorNote {
  key?: number;
  performanceId: string;
  kind: "conflict" | "refused";
  buyerName: string;
  reference: string;
  type: string;
  scannedAt: string;
  firstAdmittedAt?: string | null;
  message?: string;
}

interface DoorSchema extends DBSchema {
  doors: { key: string; value: SavedDoor };
  queue: { key: number; value: QueuedScan; indexes: { performance: string } };
  notes: { key: number; value: DoorNote; indexes: { performance: string } };
}

/** What the door app keeps on the device (IndexedDB), so that it admits people with no connection. */
export interface DoorStore {
  door(performanceId: string): Promise<SavedDoor | undefined>;
  doors(): Promise<SavedDoor[]>;
  saveDoor(door: SavedDoor): Promise<void>;
  queued(performanceId: string): Promise<QueuedScan[]>;
  enqueue(scan: QueuedScan): Promise<void>;
  dequeue(keys: number[]): Promise<void>;
  notes(performanceId: string): Promise<DoorNote[]>;
  addNotes(notes: DoorNote[]): Promise<void>;
  /** Forgets the ticket lists and notes (buyers' names) and the account kept; queued scans stay to be sent. */
  forgetBuyers(): Promise<void>;
}

let opened: Promise<IDBPDatabase<DoorSchema>> | undefined;

/** The device's door store, opened once. */
export function doorStore(): DoorStore {
  opened ??= openDB<DoorSchema>(DOOR_DB, 1, {
    upgrade(db) {
      db.createObjectStore("doors", { keyPath: "performanceId" });
      db.createObjectStore("queue", { keyPath: "key", autoIncrement: true }).createIndex("performance", "performanceId");
      db.createObjectStore("notes", { keyPath: "key", autoIncrement: true }).createIndex("performance", "performanceId");
    },
  });
  const db = () => opened!;
  return {
    door: async (performanceId) => (await db()).get("doors", performanceId),
    doors: async () => (await db()).getAll("doors"),
    saveDoor: async (door) => void (await (await db()).put("doors", door)),
    queued: async (performanceId) => (await db()).getAllFromIndex("queue", "performance", performanceId),
    enqueue: async (scan) => void (await (await db()).add("queue", scan)),
    dequeue: async (keys) => {
      const tx = (await db()).transaction("queue", "readwrite");
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
    },
    notes: async (performanceId) => (await db()).getAllFromIndex("notes", "performance", performanceId),
    addNotes: async (notes) => {
      const tx = (await db()).transaction("notes", "readwrite");
      await Promise.all([...notes.map((note) => tx.store.add(note)), tx.done]);
    },
    forgetBuyers: () => forgetDoorDevice(),
  };
}

const DEVICE_KEY = "door-device-id";

/** This device's id for the door app: made up once, kept in local storage (the server records which device admitted each ticket). */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `door-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
