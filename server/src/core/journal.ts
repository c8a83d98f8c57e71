import { registerEnumType } from "type-graphql";
import type { EntityManager } from "typeorm";
import type { EditedKind } from "./edited-kind";

/** What someone did to an item (the Activity page's verbs). */
export enum ActivityAction {
  created = "created",
  saved = "saved",
  published = "published",
  unpublished = "unpublished",
  scheduled = "scheduled",
  deleted = "deleted",
  restored = "restored",
  cancelled = "cancelled",
  /** An admin took away an account's passkeys and authenticator app (it lost them). */
  reset = "reset",
}

registerEnumType(ActivityAction, {
  name: "ActivityAction",
  description: "What an editor did to an item",
  valuesConfig: {
    created: { description: "Made a new, blank item" },
    saved: { description: "Saved a draft (autosaves within a few minutes are one entry)" },
    published: { description: "Published it (Save changes, Publish, or a scheduled publish)" },
    unpublished: { description: "Took it off the site (by hand or as scheduled)" },
    scheduled: { description: "Set or cancelled a Publish at or Unpublish at" },
    deleted: { description: "Moved it to Deleted items" },
    restored: { description: "Brought it back from Deleted items, or put an old revision back as the draft" },
    cancelled: { description: "Cancelled box office orders for one of a play's performances (the detail says which)" },
    reset: { description: "Reset an account's second sign-in step: its passkeys, authenticator app and recovery codes are gone" },
  },
});

/** An item as the journal names it; pages go by their kind (about, contact, combinations). */
export interface JournalItem {
  kind: EditedKind;
  id: string;
  title: string;
}

export interface ActivityEntry {
  item: JournalItem;
  /** The account that did it; for a scheduled change, the one who scheduled it. */
  actorId: string | null;
  action: ActivityAction;
  /** A few words more: 'Publish at Friday 4 December 2026, 7pm', 'revision 3'. */
  detail?: string;
}

export interface RevisionEntry {
  item: JournalItem;
  actorId: string | null;
  published: boolean;
  /** The saved input, version aside: what a restore puts back as the draft. */
  fields: Record<string, unknown>;
  /** The fields that differ from the item as it was before the save. */
  changed: string[];
  /** Why the revision exists, when not an editor's own typing ('revision 3 restored'). */
  note?: string;
}

/**
 * Where changes to content are written down, inside the transaction that makes them (so a change
 * that fails leaves no entry). Core's draft workflow writes to it; the history feature keeps it.
 */
export interface Journal {
  /** An entry on the Activity page. */
  activity(manager: EntityManager, entry: ActivityEntry): Promise<void>;
  /** A save's revision (and its Activity entry). */
  revision(manager: EntityManager, entry: RevisionEntry): Promise<void>;
}

/**
 * The value as compared: JSON with each object's keys in order (PostgreSQL's jsonb keeps its own
 * order, not the input's), leaving out sub-item ids (an input without them is given new ones).
 */
const comparable = (value: unknown): string =>
  JSON.stringify(value, (key, inner: unknown) => {
    if (key === "id") return undefined;
    if (inner === null || typeof inner !== "object" || Array.isArray(inner) || inner instanceof Date) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }) ?? "null";

/** The top-level fields of `after` whose value differs from `before`'s. */
export function changedFields(before: object, after: object): string[] {
  const old = before as Record<string, unknown>;
  return Object.entries(after).filter(([key, value]) => comparable(old[key]) !== comparable(value)).map(([key]) => key);
}
