/** Events of the messages feature. */
export type MessageTopics = {
  /** A message was stored (or queued again): its id. Wakes the delivery worker and the inbox. */
  MESSAGE_RECEIVED: [string];
};
