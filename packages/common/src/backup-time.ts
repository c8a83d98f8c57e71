/**
 * The time of night the site backs itself up (Site settings), on London's 24-hour clock: the
 * form and the server check it by the same rule.
 */
export const DEFAULT_BACKUP_TIME = "03:30";

/** "HH:MM", 00:00 to 23:59. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How old the last good backup may be before admins are warned (48 hours). */
export const BACKUP_STALE_HOURS = 48;
