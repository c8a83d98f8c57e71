import type { Availability } from "./box-office.types";

/** A change of a performance's tickets as announced: the count, and the seats changed since the last announcement (by id). */
export type AnnouncedAvailability = Availability & { changedSeats?: string[] };

/** Events of the box office. */
export type BoxOfficeTopics = {
  /** A performance's tickets changed: a hold, expiry, release, order or cancellation. */
  AVAILABILITY_CHANGED: [AnnouncedAvailability];
  /** Who is admitted at a performance's door changed: a scan admitted a ticket, or an earlier offline scan took its admission. */
  DOOR_COUNT_CHANGED: [{ performanceId: string }];
};
