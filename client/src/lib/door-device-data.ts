/**
 * What the door app keeps on a device that names buyers: the IndexedDB database its store opens
 * (editing/box-office/door/door-store.ts), the stores in it with buyers' names (each door's ticket
 * list; the notes of conflicts), and the account last seen with the login. Here, below both the
 * door app and the sign-in, so that signing out can forget them.
 */
export const DOOR_DB = "door-app";
export const DOOR_BUYER_STORES = ["doors", "notes"] as const;
export const DOOR_ACCOUNT_KEY = "door-account";

/**
 * Forgets the door app's buyers' data on this device: the ticket lists and notes are cleared, and
 * the account kept for offline opening is dropped. Scans admitted offline and not yet sent stay
 * (ticket ids and times, no names): they are sent after the next sign-in, so an admission made
 * offline is never lost. A device that never opened the door app is left without a database
 * (one is not made just to be emptied). Never fails: a device that cannot open IndexedDB keeps nothing.
 */
export function forgetDoorDevice(idb: IDBFactory | undefined = globalThis.indexedDB, storage: Storage | undefined = globalThis.localStorage): Promise<void> {
  storage?.removeItem(DOOR_ACCOUNT_KEY);
  if (!idb) return Promise.resolve();
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = idb.open(DOOR_DB);
    } catch {
      return resolve();
    }
    // No such database here: the upgrade that would make an empty one is undone.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      const stores = DOOR_BUYER_STORES.filter((name) => db.objectStoreNames.contains(name));
      if (stores.length === 0) {
        db.close();
        return resolve();
      }
      const tx = db.transaction(stores, "readwrite");
      for (const name of stores) tx.objectStore(name).clear();
      tx.oncomplete = tx.onerror = tx.onabort = () => {
        db.close();
        resolve();
      };
    };
  });
}
