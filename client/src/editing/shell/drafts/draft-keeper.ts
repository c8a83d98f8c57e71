import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { ContentState } from "../../../gql/graphql";
import { fieldErrors, isVersionConflict, serverMessage } from "../../../lib/errors";
import { EDITOR_COPY_PREFIX } from "../../../lib/editor-copies";

/** What an editor edits: a play or blog (by id) or one of the pages. */
export type DraftKind = "play" | "blog" | "about" | "contact" | "combinations";

/** What every save answers about the item (plays, blogs and pages alike). */
export interface DraftRecord {
  version: number;
  /** Null only for a reader who is not an editor: the server keeps it to editors. */
  state: ContentState | null;
  updatedAt: string;
  updatedBy?: string | null;
  draftSavedAt?: string | null;
}

/** The form as it was on this device, kept in local storage on every change until a save includes it. */
export interface LocalCopy<V> {
  values: V;
  /** The server's version the changes were made on. */
  baseVersion: number;
  /** When the last change was made (this device's clock, ISO 8601). */
  changedAt: string;
  /** Someone else saved first: the server has their version, this copy has these changes (both kept). */
  conflict?: boolean;
}

/** What the editor's status line says. */
export type SaveStatus =
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "offline" }
  | { kind: "failed"; message: string }
  | { kind: "conflict" };

/** About 3 s after the last change, the draft goes to the server. */
export const AUTOSAVE_DELAY = 3000;
/** While the server cannot be reached (though the browser says it is online): try again this often. */
export const OFFLINE_RETRY = 15_000;

export const OFFLINE_TEXT = "Offline: your changes are kept on this device";

/** The status line's words ('Draft saved at 10:42' takes the clock formatter). */
export function statusText(status: SaveStatus | null, clock: (iso: string) => string): string {
  switch (status?.kind) {
    case "saving":
      return "Saving…";
    case "saved":
      return `Draft saved at ${clock(status.at)}`;
    case "offline":
      return OFFLINE_TEXT;
    case "failed":
      return `Not saved: ${status.message}`;
    case "conflict":
      return "Not saved: someone else saved first";
    default:
      return "";
  }
}

export const localCopyKey = (kind: DraftKind, id: string) => `${EDITOR_COPY_PREFIX}${kind}:${id}`;

/** A network failure (or a proxy that cannot reach the site), as opposed to an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return [502, 503, 504].includes(error.statusCode);
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError;
}


const serialize = (values: unknown) => JSON.stringify(values);

export interface DraftKeeperOptions<V, R extends DraftRecord> {
  kind: DraftKind;
  id: string;
  /** The item as loaded (its draft over what is published). */
  item: R;
  toValues(item: R): V;
  saveDraft(values: V, version: number): Promise<R>;
  onStatus(status: SaveStatus | null): void;
  onRecord(record: R): void;
  /** An autosave was refused because someone else saved first. */
  onConflict(error: unknown): void;
  delay?: number;
  retryDelay?: number;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  now?: () => Date;
  isOnline?: () => boolean;
}

interface RunOptions<V, R> {
  /** The form values the save sends (none for Unpublish, which changes no field). */
  values?: V;
  /** draft: 'Draft saved at…'; publish (or History's Restore): the form is reset to the answer; state: only the item's state changes. */
  mode: "draft" | "publish" | "state";
  /** For a publish: the form values the editor resets the form to from the answer. */
  resetTo?: (record: R) => V;
}

/**
 * One editor's draft keeping, outside React: the local copy written on every change, the
 * debounced autosave (one save in flight at most; changes made during a save are saved after
 * it), the manual saves queued behind it, the status, offline and retry, the conflict pause, and
 * the offer to restore a local copy newer than the server's draft. useDraftEditing wires it to
 * the form.
 */
export class DraftKeeper<V, R extends DraftRecord> {
  /** The values the form starts from: the item's. */
  readonly initialValues: V;
  private offerCopy: LocalCopy<V> | null;
  private version: number;
  private baseline: string;
  private latest: V;
  private ready: boolean;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private tail: Promise<void> = Promise.resolve();
  private busy = 0;
  private again = false;
  private offline = false;
  private paused = false;
  private refused: string | null = null;
  private edited = false;
  private stopped = false;
  private readonly delay: number;
  private readonly retryDelay: number;
  private readonly key: string;

  constructor(private options: DraftKeeperOptions<V, R>) {
    const { item, toValues, kind, id } = options;
    this.delay = options.delay ?? AUTOSAVE_DELAY;
    this.retryDelay = options.retryDelay ?? OFFLINE_RETRY;
    this.key = localCopyKey(kind, id);
    this.initialValues = toValues(item);
    this.latest = this.initialValues;
    this.baseline = serialize(this.initialValues);
    this.version = item.version;
    const copy = this.readCopy();
    this.offerCopy = copy && this.isNewer(copy, item) ? copy : null;
    this.ready = !this.offerCopy;
  }

  /** A local copy kept from an earlier visit that holds changes the server does not have. */
  get offer(): LocalCopy<V> | null {
    return this.offerCopy;
  }

  /** Whether the form holds changes the server has not got (leaving would ask). */
  get dirty(): boolean {
    return serialize(this.latest) !== this.baseline;
  }

  /** The form changed (or was reset): keep a copy and save the draft after a pause. */
  readonly changed = (values: V): void => {
    this.latest = values;
    if (!this.ready) return;
    if (!this.dirty) {
      this.clearTimer();
      if (this.edited) this.removeCopy();
      return;
    }
    this.edited = true;
    this.writeCopy(values, this.version);
    if (this.paused) return;
    if (!this.online()) {
      this.offline = true;
      this.status({ kind: "offline" });
    }
    this.schedule(this.delay);
  };

  /** The editor chose 'Restore my changes': the form restarts from the copy's values. */
  restore(): V | null {
    const copy = this.offerCopy;
    this.offerCopy = null;
    this.ready = true;
    return copy ? copy.values : null;
  }

  /** The editor chose 'Discard them'. */
  discard(): void {
    this.offerCopy = null;
    this.ready = true;
    this.removeCopy();
  }

  /** A save the editor asked for (Save draft, Save changes, Unpublish), after any save in flight, with the newest version. */
  run(task: (version: number) => Promise<R>, { values, mode, resetTo }: RunOptions<V, R>): Promise<R> {
    this.clearTimer();
    return this.exclusive(async () => {
      if (mode !== "state") this.status({ kind: "saving" });
      try {
        const record = await task(this.version);
        if (values !== undefined) this.commit(record, values, resetTo);
        else this.accept(record);
        this.paused = false;
        if (mode === "draft") this.status({ kind: "saved", at: record.draftSavedAt ?? this.now().toISOString() });
        else if (mode === "publish") this.status(null);
        return record;
      } catch (error) {
        if (isNetworkFailure(error) || !this.online()) {
          this.offline = true;
          if (mode !== "state") this.status({ kind: "offline" });
        } else if (isVersionConflict(error)) {
          this.conflicted();
        } else if (mode !== "state") {
          this.status({ kind: "failed", message: this.message(error) });
        }
        throw error;
      }
    });
  }

  /** The browser is back online: save what waits. */
  readonly wentOnline = (): void => {
    if (this.dirty) this.flush();
    else if (this.offline) {
      this.offline = false;
      this.status(null);
    }
  };

  /** The browser went offline: say so if there is something to save. */
  readonly wentOffline = (): void => {
    if (!this.dirty || !this.ready) return;
    this.offline = true;
    this.status({ kind: "offline" });
  };

  /** The newest callbacks (they close over the editor's latest render). */
  use(callbacks: Partial<Pick<DraftKeeperOptions<V, R>, "saveDraft" | "onConflict" | "toValues">>): void {
    this.options = { ...this.options, ...callbacks };
  }

  start(): void {
    this.stopped = false;
  }

  /** The editor closed: no more timed saves. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  /** Saves the draft now if it has changes and nothing stops it (one save at a time). */
  private flush(): void {
    this.clearTimer();
    if (this.stopped || !this.ready || this.paused || !this.dirty) return;
    if (serialize(this.latest) === this.refused) return;
    if (this.busy > 0) {
      this.again = true;
      return;
    }
    if (!this.online()) {
      this.offline = true;
      this.status({ kind: "offline" });
      return;
    }
    const values = this.latest;
    void this.exclusive(async () => {
      this.status({ kind: "saving" });
      try {
        const record = await this.options.saveDraft(values, this.version);
        this.commit(record, values);
        this.status({ kind: "saved", at: record.draftSavedAt ?? this.now().toISOString() });
      } catch (error) {
        this.autosaveFailed(error, values);
      }
    });
  }

  /** Someone else saved first: no more autosaves (they would be refused too); the copy is marked to be offered after a reload. */
  private conflicted(): void {
    this.paused = true;
    this.status({ kind: "conflict" });
    if (this.dirty) this.writeCopy(this.latest, this.version);
  }

  private autosaveFailed(error: unknown, values: V): void {
    if (isNetworkFailure(error) || !this.online()) {
      this.offline = true;
      this.status({ kind: "offline" });
    } else if (isVersionConflict(error)) {
      // Both versions are kept: theirs on the server, this one in the local copy.
      this.conflicted();
      this.options.onConflict(error);
    } else {
      // Refused as it stands (a field the server will not hold): wait for the next change.
      this.refused = serialize(values);
      this.status({ kind: "failed", message: this.message(error) });
    }
  }

  /** Runs saves one after another: never two in flight. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.busy += 1;
    const run = this.tail.then(work);
    this.tail = run.then(
      () => this.settled(),
      () => this.settled(),
    );
    return run;
  }

  private settled(): void {
    this.busy -= 1;
    if (this.busy > 0) return;
    const again = this.again;
    this.again = false;
    if (this.stopped || this.paused || !this.ready || !this.dirty || this.timer) return;
    if (serialize(this.latest) === this.refused) return;
    if (this.offline) this.schedule(this.retryDelay);
    else if (again) this.flush();
    else this.schedule(this.delay);
  }

  /** A save succeeded with `sent`: the server now has them; the copy goes if nothing changed meanwhile. */
  private commit(record: R, sent: V, resetTo?: (record: R) => V): void {
    this.offline = false;
    this.refused = null;
    const unchanged = serialize(this.latest) === serialize(sent);
    if (resetTo) {
      const next = resetTo(record);
      this.baseline = serialize(next);
      if (unchanged) this.latest = next;
    } else {
      this.baseline = serialize(sent);
    }
    this.accept(record);
    if (unchanged) this.removeCopy();
    else this.writeCopy(this.latest, record.version);
  }

  private accept(record: R): void {
    this.version = record.version;
    this.options.onRecord(record);
  }

  /** Newer than the server's draft: made on the version the server still has, or after its last save, or refused by a conflict. */
  private isNewer(copy: LocalCopy<V>, item: R): boolean {
    if (serialize(copy.values) === this.baseline) return false;
    if (copy.conflict) return true;
    const serverSaved = Math.max(Date.parse(item.updatedAt), item.draftSavedAt ? Date.parse(item.draftSavedAt) : 0);
    return copy.baseVersion >= item.version || Date.parse(copy.changedAt) > serverSaved;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private status(status: SaveStatus | null): void {
    this.options.onStatus(status);
  }

  /** A refusal in words: the fields the server named, else its message. */
  private message(error: unknown): string {
    const fields = Object.values(fieldErrors(error));
    if (fields.length > 0) return fields.join("; ");
    return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
  }

  private online(): boolean {
    return this.options.isOnline ? this.options.isOnline() : typeof navigator === "undefined" || navigator.onLine !== false;
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  private get storage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> | null {
    if (this.options.storage) return this.options.storage;
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  }

  private readCopy(): LocalCopy<V> | null {
    try {
      const raw = this.storage?.getItem(this.key);
      if (!raw) return null;
      const copy = JSON.parse(raw) as Partial<LocalCopy<V>>;
      if (copy && typeof copy === "object" && copy.values !== undefined && typeof copy.baseVersion === "number" && typeof copy.changedAt === "string") return copy as LocalCopy<V>;
    } catch {
      // An unreadable copy is no copy.
    }
    return null;
  }

  private writeCopy(values: V, baseVersion: number): void {
    try {
      const copy: LocalCopy<V> = { values, baseVersion, changedAt: this.now().toISOString(), ...(this.paused ? { conflict: true } : {}) };
      this.storage?.setItem(this.key, JSON.stringify(copy));
    } catch {
      // Storage full or blocked: the autosave still keeps the work on the server.
    }
  }

  private removeCopy(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Nothing to do.
    }
  }
}
