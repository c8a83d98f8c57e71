import type { EditedItem } from "./presence.types";

/** Events of the presence feature. */
export type PresenceTopics = {
  /** Someone opened or left an editor of this item: its subscribers read the list again. */
  PRESENCE_CHANGED: [EditedItem];
};
