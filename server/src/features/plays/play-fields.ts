import { randomUUID } from "node:crypto";
import type { FieldError } from "../../core/errors";
import { sanitizeRichText } from "../../core/rich-text";
import { isUuid, withIds } from "../../core/validation";
import { scheduleFrom, sequenced } from "./performance.service";
import { PerformanceStatus, type PerformanceFields } from "./performance.types";
import type { Play } from "./play.entity";
import type { PerformanceInput, PlayInput } from "./play.inputs";
import { salesFields } from "../box-office/sales.service";
import { programmeFields } from "../programme/programme.inputs";

// From the editor's input to a play's fields: what a draft shows and publishing stores.

/** An ISO instant as stored; anything else (a draft's empty date) as it came. */
const instant = (text: string | null | undefined): string => {
  const time = text ? new Date(text).getTime() : NaN;
  return Number.isNaN(time) ? (text ?? "") : new Date(time).toISOString();
};

const wholeOrNull = (value: unknown) => (typeof value === "number" ? value : null);

/** A performance as the input gives it and the play stores it (its sequence aside). */
function performanceFields(p: PerformanceInput): PerformanceFields {
  const postponed = p.status === PerformanceStatus.postponed;
  return {
    id: p.id ?? randomUUID(),
    startsAt: instant(p.startsAt),
    status: p.status,
    access: [...new Set(p.access ?? [])],
    venueId: p.venueId ?? "",
    bookingLink: p.bookingLink || null,
    note: p.note || null,
    accessNote: p.accessNote || null,
    postponedTo: postponed && p.postponedTo ? instant(p.postponedTo) : null,
    sales: salesFields(p.sales),
  };
}

/** The play's own venues: the records it names by id, then those its form names by name and address. */
export const venueIdsOf = (input: PlayInput) => [...new Set([...(input.venueIds ?? []).map((id) => id.toLowerCase()), ...input.venues.flatMap((v) => v.id ?? [])])];

/** Gives each new performance its id before the input is kept, so a draft's performances keep theirs. */
export function givePerformancesIds(input: PlayInput): void {
  for (const performance of input.performances ?? []) performance.id ??= randomUUID();
}

/** The performances and lines the input makes, over what `current` stores (see scheduleFrom). */
export const scheduleOf = (input: PlayInput, current: Play) =>
  scheduleFrom(
    input.performances?.map(performanceFields),
    input.dates.displayedText.map((d) => ({ title: d.title, description: d.description, startdate: d.startdate || null })),
    current.performances ?? [],
    venueIdsOf(input)[0],
  );

/** A play's fields as an input sets them (a draft shows them, publishing stores them). */
export function playFields(input: PlayInput, current: Play): Partial<Play> {
  const { version: _version, venues: _venues, venueIds: _venueIds, performances: _performances, ...fields } = input;
  const schedule = scheduleOf(input, current);
  return {
    ...fields,
    status: [...new Set(input.status)],
    contentWarnings: [...new Set(input.contentWarnings)],
    runningTime: wholeOrNull(input.runningTime),
    intervals: wholeOrNull(input.intervals),
    venueIds: venueIdsOf(input),
    performances: sequenced(schedule.performances, current.performances ?? []),
    prices: withIds(input.prices),
    images: withIds(input.images),
    // Only links the play has: a note of captions outlives no link.
    captionedVideolinks: [...new Set(input.captionedVideolinks ?? [])].filter((url) => input.videolinks.includes(url)),
    reviews: withIds(input.reviews),
    blurb: sanitizeRichText(input.blurb),
    dates: { startdate: input.dates.startdate || null, displayedText: schedule.lines },
    productionteam: input.productionteam ?? { title: "", members: [] },
    castlist: input.castlist ?? { title: "", members: [] },
    programme: programmeFields(input.programme),
  };
}

/** Each venue id of the input that names no venue, as a field error at its place. */
export function unknownVenues(input: PlayInput, missing: Set<string>): FieldError[] {
  const message = "names no venue: choose one of the venues";
  return [
    ...(input.venueIds ?? []).flatMap((id, i) => (missing.has(id.toLowerCase()) ? [{ path: `venueIds[${i}]`, message: `venueIds[${i}] ${message}` }] : [])),
    ...(input.performances ?? []).flatMap((p, i) => (missing.has(p.venueId) ? [{ path: `performances[${i}].venueId`, message: `venueId ${message}` }] : [])),
  ];
}

/** The venue ids an input points at directly (a venue its form names is matched or made, never missing). */
export const venueIdsNamed = (input: PlayInput) => [...(Array.isArray(input.venueIds) ? input.venueIds : []), ...(Array.isArray(input.performances) ? input.performances.map((p) => p.venueId) : [])].filter(isUuid).map((id) => id.toLowerCase());

/** The person ids the input's cast and team link. */
export const personIdsOf = (input: PlayInput): string[] =>
  [...(input.castlist?.members ?? []), ...(input.productionteam?.members ?? [])].flatMap((m) => (isUuid(m.personId) ? [m.personId.toLowerCase()] : []));

/** Each member of the input that links no person, as a field error at its place. */
export function unknownPeople(input: PlayInput, missing: Set<string>): FieldError[] {
  const message = "names no person: choose one from the suggestions, or unlink the name";
  const errors = (list: string, members: { personId?: string | null }[] = []) =>
    members.flatMap((m, i) => (m.personId && missing.has(m.personId.toLowerCase()) ? [{ path: `${list}.members[${i}].personId`, message: `personId ${message}` }] : []));
  return [...errors("castlist", input.castlist?.members), ...errors("productionteam", input.productionteam?.members)];
}
