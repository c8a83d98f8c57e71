import { dayAfter, londonDay } from "@theatre/common/london-dates";
import { DOOR_STAFF, requireRole, Role, type AuthUser } from "../../../core/auth";
import { AppError } from "../../../core/errors";

/** Whether a performance starting at `startsAt` is at the door today or tomorrow, as London's calendar counts days. */
export function atTheDoorSoon(startsAt: string, now: Date): boolean {
  const today = londonDay(now);
  const day = londonDay(startsAt);
  return today !== null && (day === today || day === dayAfter(today));
}

/**
 * The door app's one rule: door staff only, and a door volunteer only for a performance of today
 * or tomorrow (editors and admins: any). Others are refused as a member is (FORBIDDEN): a door
 * volunteer's account reaches nothing else of the box office.
 */
export function requireDoorReach(actor: AuthUser | null | undefined, performance: { startsAt: string }, now: Date): AuthUser {
  const user = requireRole(actor, DOOR_STAFF);
  if (user.role === Role.door && !atTheDoorSoon(performance.startsAt, now)) {
    throw new AppError("FORBIDDEN", "Door volunteers can open the door app for performances of today and tomorrow only");
  }
  return user;
}
