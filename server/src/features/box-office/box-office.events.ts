import type { Availability } from "./box-office.types";

/** Events of the box office. */
export type BoxOfficeTopics = {
  /** A performance's tickets changed: a hold, expiry, release, order or cancellation. */
  AVAILABILITY_CHANGED: [Availability];
};
