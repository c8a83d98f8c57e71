import { Repeater, SlidingBuffer } from "@graphql-yoga/subscription";
import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { AppError, badInput, unauthenticated } from "../../core/errors";
import { SIGN_IN_ENDED } from "../../core/graphql/websocket";
import { onEvents, type PubSub } from "../../core/pubsub";
import { isUuid } from "../../core/validation";
import { Blog } from "../blogs/blog.entity";
import { PageKind } from "../pages/site-page.entity";
import { Play } from "../plays/play.entity";
import type { PresenceTopics } from "./presence.events";
import { EditedKind } from "../../core/edited-kind";
import type { EditedItem, EditorPresence } from "./presence.types";

export interface PresenceSettings {
  /** How often an open subscription refreshes its row and reads the list again (20 s). */
  heartbeatMs?: number;
  /** Rows not refreshed for this long no longer count: an instance that died has its editors leave (60 s). */
  freshMs?: number;
  /** Rows not refreshed for this long are deleted, whenever an editor opens (5 minutes). */
  staleMs?: number;
}

const PAGE_KINDS: readonly string[] = Object.values(PageKind);

/**
 * Presence subscriptions one account may hold at once, over all its sockets and tabs: each holds a
 * row, a timer and a listener. Counted per instance (an account spread over several instances could
 * hold this many on each), which is enough to stop one account filling the table.
 */
export const MAX_PRESENCE_PER_ACCOUNT = 20;

/** The item an editor names, checked: a play's or blog's id (a UUID), or a page's kind. */
export function editedItem(kind: unknown, id: unknown): EditedItem {
  if (!Object.values(EditedKind).includes(kind as EditedKind)) throw badInput("kind", "must be play, blog or page");
  if (kind === EditedKind.page) {
    if (typeof id !== "string" || !PAGE_KINDS.includes(id)) throw badInput("id", `must be a page's kind (${PAGE_KINDS.join(", ")})`);
    return { kind, id };
  }
  if (!isUuid(id)) throw badInput("id", `must be a ${kind as string}'s id (a UUID)`);
  return { kind: kind as EditedKind, id: id.toLowerCase() };
}

interface OpenRow {
  id: string;
  tokenVersion: number;
  since: Date;
}

/**
 * Who else has an editor open on the same item (issue 17). Every open `editingPresence`
 * subscription holds a row in `editing_presence`, shared by every instance: inserted when it
 * starts, refreshed every heartbeat while it is open, deleted when it ends. Lists count only rows
 * refreshed within `freshMs`, so the editors of an instance that died leave within about a minute.
 * Each insert and delete announces PRESENCE_CHANGED (across instances with Redis); subscribers read
 * the list again on it and on their own heartbeat, and send it only when it changed.
 */
export class PresenceService {
  private readonly heartbeatMs: number;
  private readonly freshSeconds: number;
  private readonly staleSeconds: number;
  /** Open presence subscriptions per account on this instance. */
  private readonly openPerAccount = new Map<string, number>();

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<PresenceTopics>,
    settings: PresenceSettings = {},
    /** Whether the caller's sign-in (device) or API token is still in force: the heartbeat holds no token to ask again with. */
    private readonly stillSignedIn: (user: AuthUser) => Promise<boolean> = async () => true,
  ) {
    this.heartbeatMs = settings.heartbeatMs ?? 20_000;
    this.freshSeconds = (settings.freshMs ?? 60_000) / 1000;
    this.staleSeconds = (settings.staleMs ?? 5 * 60_000) / 1000;
  }

  /**
   * The other editors of an item: first the list as it is, then each new list when it changes.
   * Editors and admins only; the caller and the item are checked before anything is stored.
   * While it is open the caller counts as editing the item; ending it (the client leaves, the
   * socket closes) removes them. It ends with UNAUTHENTICATED once the account signs out
   * everywhere, changes role or is closed, or this device is signed out (seen at the next heartbeat).
   */
  async watch(caller: AuthUser | null | undefined, kind: unknown, id: unknown): Promise<AsyncIterableIterator<EditorPresence[]>> {
    const user = requireRole(caller, EDITORS);
    const item = editedItem(kind, id);
    // The place is taken before anything is awaited, so subscribes arriving together cannot pass the limit.
    const release = this.takePlace(user.id);
    try {
      await this.assertExists(item);
    } catch (error) {
      release();
      throw error;
    }
    // Only the newest list matters: one that was not read yet is replaced, never queued.
    const lists = new Repeater<EditorPresence[]>(async (push, stop) => {
      let row: OpenRow | undefined;
      let sent: string | undefined;
      // One read or heartbeat at a time, in order; a read asked for while one waits is the same read.
      let work = Promise.resolve();
      let readWaiting = false;
      const enqueue = (step: () => Promise<void>) => {
        work = work.then(step).catch(() => {
          // The database is away for a moment: the last list stands until the next heartbeat.
        });
      };
      const read = () => {
        if (readWaiting) return;
        readWaiting = true;
        enqueue(async () => {
          readWaiting = false;
          const others = await this.others(item, user.id);
          const key = JSON.stringify(others);
          if (key === sent) return;
          sent = key;
          await push(others);
        });
      };
      const heartbeat = () =>
        enqueue(async () => {
          if (!row) return;
          const signedIn = (await this.stillSignedIn(user)) && (await this.refresh(row, user, item));
          if (!signedIn) stop(new AppError("UNAUTHENTICATED", SIGN_IN_ENDED));
        });

      const stopEvents = onEvents(this.events, "PRESENCE_CHANGED", (changed) => {
        if (changed.kind === item.kind && changed.id === item.id) read();
      }, read);
      const timer = setInterval(() => {
        heartbeat();
        read();
      }, this.heartbeatMs);
      try {
        row = await this.open(user, item);
        read();
        await stop;
      } finally {
        clearInterval(timer);
        await stopEvents();
        await work;
        if (row) await this.close(row.id, item).catch(() => undefined);
        release();
      }
    }, new SlidingBuffer(1));
    // A subscription ended before its first list never runs the body above: its place is given back here.
    const end = lists.return.bind(lists);
    lists.return = (value) => {
      release();
      return end(value);
    };
    return lists;
  }

  /** Takes one of the account's places, or refuses with RATE_LIMITED; the answer gives it back (once). */
  private takePlace(userId: string): () => void {
    const open = this.openPerAccount.get(userId) ?? 0;
    if (open >= MAX_PRESENCE_PER_ACCOUNT) {
      throw new AppError("RATE_LIMITED", `One account may have at most ${MAX_PRESENCE_PER_ACCOUNT} editors open at once: close one and try again`);
    }
    this.openPerAccount.set(userId, open + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.openPerAccount.get(userId) ?? 1) - 1;
      if (left > 0) this.openPerAccount.set(userId, left);
      else this.openPerAccount.delete(userId);
    };
  }

  /** A play or blog named by id must exist (and not be in Deleted items): no rows for made-up ids. */
  private async assertExists(item: EditedItem): Promise<void> {
    if (item.kind === EditedKind.page) return;
    const entity = item.kind === EditedKind.play ? Play : Blog;
    if (!(await this.db.getRepository<Play | Blog>(entity).existsBy({ id: item.id }))) throw badInput("id", `must be the id of an existing ${item.kind}`);
  }

  /** The other editors of an item now: one entry per account, with its earliest open editor. */
  async others(item: EditedItem, exceptUserId: string): Promise<EditorPresence[]> {
    const rows: { userId: string; name: string; since: Date }[] = await this.db.query(
      `SELECT p.user_id AS "userId", min(p.user_name) AS name, min(p.since) AS since
         FROM editing_presence p
         JOIN app_user u ON u.id = p.user_id AND u.token_version = p.token_version AND u.deletion_requested_at IS NULL
        WHERE p.item_kind = $1 AND p.item_id = $2 AND p.user_id <> $3 AND p.seen_at > now() - make_interval(secs => $4)
        GROUP BY p.user_id
        ORDER BY min(p.since), p.user_id`,
      [item.kind, item.id, exceptUserId, this.freshSeconds],
    );
    return rows.map(({ userId, name, since }) => ({ userId, name, since: new Date(since) }));
  }

  /** Inserts the caller's row (and drops rows long stale), then tells every subscriber of the item. */
  private async open(user: AuthUser, item: EditedItem, since?: Date): Promise<OpenRow> {
    await this.db.query(`DELETE FROM editing_presence WHERE seen_at < now() - make_interval(secs => $1)`, [this.staleSeconds]);
    const [row]: OpenRow[] = await this.db.query(
      `INSERT INTO editing_presence (item_kind, item_id, user_id, user_name, token_version, since)
       SELECT $1, $2, u.id, u.username, u.token_version, coalesce($4::timestamptz, now()) FROM app_user u WHERE u.id = $3 AND u.deletion_requested_at IS NULL
       RETURNING id, token_version AS "tokenVersion", since`,
      [item.kind, item.id, user.id, since ?? null],
    );
    if (!row) throw unauthenticated();
    this.events.publish("PRESENCE_CHANGED", item);
    return row;
  }

  /**
   * The heartbeat: marks the row as seen while the account still stands as it did when the editor
   * opened; false once it does not. A row deleted meanwhile (stale after a long stall) comes back.
   */
  private async refresh(row: OpenRow, user: AuthUser, item: EditedItem): Promise<boolean> {
    const [state]: { valid: boolean; touched: boolean }[] = await this.db.query(
      `WITH account AS (
         SELECT token_version = $2 AND deletion_requested_at IS NULL AS valid FROM app_user WHERE id = $3
       ), touched AS (
         UPDATE editing_presence SET seen_at = now() WHERE id = $1 AND (SELECT valid FROM account) RETURNING id
       )
       SELECT coalesce((SELECT valid FROM account), false) AS valid, EXISTS (SELECT 1 FROM touched) AS touched`,
      [row.id, row.tokenVersion, user.id],
    );
    if (!state?.valid) return false;
    if (!state.touched) Object.assign(row, await this.open(user, item, row.since));
    return true;
  }

  private async close(rowId: string, item: EditedItem): Promise<void> {
    await this.db.query(`DELETE FROM editing_presence WHERE id = $1`, [rowId]);
    this.events.publish("PRESENCE_CHANGED", item);
  }
}
