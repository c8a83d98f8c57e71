import { AGE_GUIDANCE_MAX, CONTENT_NOTES_MAX, PERFORMANCE_NOTE_MAX, SLUG, TITLE, VENUE_ADDRESS, VENUE_NAME } from "@theatre/common/input-limits";
import * as yup from "yup";
import type { AccessFeature, ContentWarning, EditablePlayFieldsFragment, PerformanceStatus, PlayInput, PlayStatus } from "../../gql/graphql";
import { formatDate, formatDateTime } from "@theatre/common/london-dates";
import type { PlayViewData } from "../../features/plays/play-view";
import { fromLondonInput, toLondonInput } from "@theatre/common/london-wall-clock";
import { ACCESS_WORDS, CONTENT_WARNING_WORDS } from "@theatre/common/performance-words";
import { oneLine } from "../shell/fields/one-line";
import { coverOf, toGalleryInput, toGalleryValues, toGalleryView, type GalleryPhotoValues } from "./gallery/gallery-values";
import { blankSales, salesSchema, toSalesForm, toSalesInput, type SalesFormValues } from "./sales-form";
import { completeProgrammeForm, programmeBioRule, programmeSchemaFields, toProgrammeForm, toProgrammeInput, type ProgrammeFormValues } from "./programme/programme-form";

/**
 * A play's statuses in the editors' words, in the order the editor and the plays list show them.
 * Only the words are the editors': the tokens (the specification's) are what is sent and stored.
 */
export const STATUS_WORDS: Record<PlayStatus, string> = {
  featured: "Featured on the home page",
  current: "On now",
  upcoming: "Coming soon",
  homepage: "Shown on the home page",
  audition: "Open to auditions",
  previousproduction: "Previous production",
};

export const STATUSES = Object.keys(STATUS_WORDS) as PlayStatus[];

/** A performance's statuses, in the words of the editor's buttons. */
export const PERFORMANCE_STATUSES: { value: PerformanceStatus; label: string }[] = [
  { value: "onsale", label: "On sale" },
  { value: "fewleft", label: "Few left" },
  { value: "soldout", label: "Sold out" },
  { value: "cancelled", label: "Cancelled" },
  { value: "postponed", label: "Postponed" },
];

/** Access features, in words (as visitors read them). */
export const ACCESS_FEATURES = (Object.entries(ACCESS_WORDS) as [AccessFeature, string][]).map(([value, label]) => ({ value, label }));

/** Content warnings, in words, in the order the editor lists them. */
export const CONTENT_WARNINGS = (Object.entries(CONTENT_WARNING_WORDS) as [ContentWarning, string][]).map(([value, label]) => ({ value, label }));

/** One performance as the editor edits it: times as London's wall clock ("2027-03-16T19:30"). */
export interface PerformanceFormValues {
  /** Kept for a saved performance, so calendars follow it; absent for a new one. */
  id?: string;
  startsAt: string;
  venueId: string;
  status: PerformanceStatus;
  access: AccessFeature[];
  bookingLink: string;
  note: string;
  /** How its access features work: where to sit to see the captions or the interpreter. */
  accessNote: string;
  /** Only for a postponed performance; empty when its new date is not known. */
  postponedTo: string;
  /** Sold on this site (the settings below); otherwise booked through its booking link. */
  selling: boolean;
  /** Kept while selling is off, so turning it back on finds them as they were. */
  sales: SalesFormValues;
}

/** A venue as the editor's venue choice and the preview know it. */
export interface VenueChoice {
  id: string;
  slug: string;
  name: string;
  address: string;
  maplink?: string;
  /** The seats of its seat plan (0 without one): a reserved performance's capacity. */
  seats?: number;
}

/** A new performance's row. */
export const blankPerformance = (over: Partial<PerformanceFormValues> = {}): PerformanceFormValues => ({
  startsAt: "", venueId: "", status: "onsale", access: [], bookingLink: "", note: "", accessNote: "", postponedTo: "", selling: false, sales: blankSales(), ...over,
});

/** A cast or team member's link to a person record: both null for a name only (as before people existed). */
export interface PersonLink {
  personId: string | null;
  /** The person's page (/people/{slug}) for the editor to show; null when they have none (hidden at their request). Never sent. */
  personSlug: string | null;
}

/** `programmeBio`: their biography in this production's programme (the Programme section), empty for their own. */
export type TeamMemberValues = { role: string; name: string; programmeBio: string } & PersonLink;
export type CastMemberValues = { charactername: string; realname: string; programmeBio: string } & PersonLink;

export const blankTeamMember = (): TeamMemberValues => ({ role: "", name: "", programmeBio: "", personId: null, personSlug: null });
export const blankCastMember = (): CastMemberValues => ({ charactername: "", realname: "", programmeBio: "", personId: null, personSlug: null });

/** A loaded member's link; a row kept on this device before links existed has none. */
const linkOf = (member: Partial<PersonLink>): PersonLink => ({ personId: member.personId ?? null, personSlug: (member.personId && member.personSlug) || null });

/** The play editor's values: the play as editable text. */
export interface PlayFormValues extends ProgrammeFormValues {
  title: string;
  slug: string;
  mainimage: string;
  mainimageDescription: string;
  message: string;
  blurb: string;
  blurbExcerpt: string;
  buylink: string;
  status: string[];
  auditionEmailRecipient: string;
  startdate: string;
  displayedText: { title: string; description: string; startdate: string }[];
  venues: { id?: string; name: string; address: string; maplink: string }[];
  prices: { id?: string; title: string; price: string }[];
  images: GalleryPhotoValues[];
  galleryCover: string;
  videolinks: { url: string; captioned: boolean }[];
  reviews: { id?: string; reviewer: string; text: string }[];
  teamTitle: string;
  team: TeamMemberValues[];
  castTitle: string;
  cast: CastMemberValues[];
  performances: PerformanceFormValues[];
  /** Minutes, as typed (empty: not said). */
  runningTime: string;
  intervals: string;
  ageGuidance: string;
  contentWarnings: ContentWarning[];
  contentNotes: string;
}

/** "2027-05-01T19:30" for a datetime-local input: London's wall clock, whatever the browser's zone. */
export const toLocalInput = toLondonInput;

/** A datetime-local input's value (London's wall clock) as an ISO instant; null when empty. */
export const fromLocalInput = (value: string) => fromLondonInput(value);

const instantOf = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : NaN);

/** A whole number as typed ("120"), or null for anything else (an empty field). */
const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

export function toPlayForm(play: EditablePlayFieldsFragment): PlayFormValues {
  return {
    title: play.title,
    slug: play.slug,
    mainimage: play.mainimage,
    mainimageDescription: play.mainimageDescription,
    message: play.message,
    blurb: play.blurb,
    blurbExcerpt: play.blurbExcerpt,
    buylink: play.buylink,
    status: [...play.status],
    auditionEmailRecipient: play.auditionEmailRecipient ?? "",
    startdate: toLocalInput(play.dates.startdate),
    // `dates` answers a line per performance too: those are the performances below, not lines to keep.
    displayedText: play.dates.displayedText
      .filter((d) => !play.performances.some((p) => instantOf(p.startsAt) === instantOf(d.startdate)))
      .map((d) => ({ title: d.title, description: d.description, startdate: toLocalInput(d.startdate) })),
    // `venues` answers the performances' venues too: they follow the performances, not kept as the play's own.
    venues: play.venues.filter((v) => !play.performances.some((p) => p.venue?.id === v.id)).map(({ id, name, address, maplink }) => ({ id, name, address, maplink })),
    prices: play.prices.map(({ id, title, price }) => ({ id, title, price: String(price) })),
    images: toGalleryValues(play.images),
    galleryCover: play.galleryCover,
    videolinks: play.videolinks.map((url) => ({ url, captioned: play.captionedVideolinks.includes(url) })),
    reviews: play.reviews.map(({ id, reviewer, text }) => ({ id, reviewer, text })),
    teamTitle: play.productionteam.title,
    team: [...play.productionteam.members].sort((a, b) => a.order - b.order).map((m) => ({ role: m.role, name: m.name, programmeBio: m.programmeBio, ...linkOf(m) })),
    castTitle: play.castlist.title,
    cast: [...play.castlist.members].sort((a, b) => a.order - b.order).map((m) => ({ charactername: m.charactername, realname: m.realname, programmeBio: m.programmeBio, ...linkOf(m) })),
    performances: play.performances.map((p) => ({
      id: p.id,
      startsAt: toLondonInput(p.startsAt),
      venueId: p.venue?.id ?? "",
      status: p.status,
      access: [...p.access],
      bookingLink: p.bookingLink ?? "",
      note: p.note ?? "",
      accessNote: p.accessNote ?? "",
      postponedTo: toLondonInput(p.postponedTo),
      selling: Boolean(p.sales),
      sales: p.sales ? toSalesForm(p.sales, p.status === "postponed" && p.postponedTo ? p.postponedTo : p.startsAt) : blankSales(),
    })),
    runningTime: play.runningTime === null ? "" : String(play.runningTime),
    intervals: play.intervals === null ? "" : String(play.intervals),
    ageGuidance: play.ageGuidance,
    contentWarnings: [...play.contentWarnings],
    contentNotes: play.contentNotes,
    ...toProgrammeForm(play),
  };
}

/**
 * A form's values with the audience fields, performances and people links filled in: a copy this
 * device kept before they existed (restored by the draft keeping) lacks them.
 */
export const completePlayForm = (values: PlayFormValues): PlayFormValues => ({
  ...values,
  ...completeProgrammeForm(values),
  team: values.team.map((m) => ({ ...m, programmeBio: m.programmeBio ?? "", ...linkOf(m) })),
  cast: values.cast.map((m) => ({ ...m, programmeBio: m.programmeBio ?? "", ...linkOf(m) })),
  performances: (values.performances ?? []).map((p) => ({ ...p, selling: p.selling ?? false, sales: p.sales ?? blankSales() })),
  runningTime: values.runningTime ?? "",
  intervals: values.intervals ?? "",
  ageGuidance: values.ageGuidance ?? "",
  contentWarnings: values.contentWarnings ?? [],
  contentNotes: values.contentNotes ?? "",
});

/** A linked member's person, as the input takes it; an unlinked one sends none (stored as it always was). */
const personIdOf = (member: Partial<PersonLink>) => (member.personId ? { personId: member.personId } : {});

export function toPlayInput(values: PlayFormValues, version: number): PlayInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    mainimage: values.mainimage,
    mainimageDescription: values.mainimageDescription.trim(),
    message: values.message.trim(),
    blurb: values.blurb,
    blurbExcerpt: values.blurbExcerpt.trim(),
    buylink: values.buylink.trim(),
    status: values.status as PlayInput["status"],
    auditionEmailRecipient: values.auditionEmailRecipient.trim(),
    dates: {
      startdate: fromLocalInput(values.startdate),
      displayedText: values.displayedText.map((d) => ({ title: d.title.trim(), description: d.description.trim(), startdate: fromLocalInput(d.startdate) })),
    },
    venues: values.venues,
    prices: values.prices.map((p) => ({ id: p.id, title: p.title.trim(), price: Number(p.price) })),
    images: toGalleryInput(values.images),
    galleryCover: coverOf(values.images, values.galleryCover),
    videolinks: values.videolinks.map((v) => v.url.trim()).filter(Boolean),
    captionedVideolinks: values.videolinks.filter((v) => v.captioned).map((v) => v.url.trim()).filter(Boolean),
    reviews: values.reviews,
    productionteam: { title: values.teamTitle.trim(), members: values.team.map((m, order) => ({ order, role: m.role.trim(), name: m.name.trim(), programmeBio: m.programmeBio.trim(), ...personIdOf(m) })) },
    castlist: { title: values.castTitle.trim(), members: values.cast.map((m, order) => ({ order, charactername: m.charactername.trim(), realname: m.realname.trim(), programmeBio: m.programmeBio.trim(), ...personIdOf(m) })) },
    performances: values.performances.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      // A draft may hold a row still being filled in: its empty start or venue are kept as they are.
      startsAt: fromLondonInput(p.startsAt) ?? "",
      venueId: p.venueId,
      status: p.status,
      access: p.access,
      bookingLink: p.bookingLink.trim() || null,
      note: p.note.trim() || null,
      accessNote: p.accessNote.trim() || null,
      postponedTo: p.status === "postponed" ? fromLondonInput(p.postponedTo) : null,
      sales: p.selling ? toSalesInput(p.sales) : null,
    })),
    runningTime: whole(values.runningTime),
    intervals: whole(values.intervals),
    ageGuidance: values.ageGuidance.trim(),
    contentWarnings: values.contentWarnings,
    contentNotes: values.contentNotes.trim(),
    ...toProgrammeInput(values),
    version,
  };
}

/** Minutes between an interval's start and the show going on again (as the server counts them). */
export const MINUTES_PER_INTERVAL = 15;
/** How long a performance is taken to last when the play does not say. */
export const DEFAULT_RUNNING_MINUTES = 150;

/** When a performance starting at `startsAt` ends: after the running time and its intervals, or 150 minutes. */
export function endOf(startsAt: string, runningTime: number | null | undefined, intervals: number | null | undefined): string {
  const minutes = runningTime ? runningTime + MINUTES_PER_INTERVAL * (intervals ?? 0) : DEFAULT_RUNNING_MINUTES;
  return new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString();
}

/** "7.30pm" of a date: the time part of the site's long format. */
const clockOf = (iso: string) => formatDateTime(iso).split(", ").pop() ?? "";

const STATUS_LINE_WORDS: Record<PerformanceStatus, string> = { onsale: "", fewleft: "Few tickets left", soldout: "Sold out", cancelled: "Cancelled", postponed: "Postponed" };

/** The form's performances as the site shows them (the preview): dated ones only, soonest first, each with its venue. */
export function previewPerformances(values: PlayFormValues, venues: VenueChoice[]): PlayViewData["performances"] {
  const runningTime = whole(values.runningTime);
  const intervals = whole(values.intervals);
  return values.performances
    .map((p, index) => ({ p, index, startsAt: fromLondonInput(p.startsAt) }))
    .filter((row): row is typeof row & { startsAt: string } => row.startsAt !== null)
    .sort((a, b) => instantOf(a.startsAt) - instantOf(b.startsAt))
    .map(({ p, index, startsAt }) => {
      const postponedTo = p.status === "postponed" ? fromLondonInput(p.postponedTo) : null;
      const venue = venues.find((v) => v.id === p.venueId);
      return {
        id: p.id ?? `new-performance-${index}`,
        startsAt,
        endsAt: endOf(postponedTo ?? startsAt, runningTime, intervals),
        status: p.status,
        access: p.access,
        bookingLink: p.bookingLink.trim() || null,
        note: p.note.trim() || null,
        accessNote: p.accessNote.trim() || null,
        postponedTo,
        venue: venue ? { id: venue.id, slug: venue.slug, name: venue.name, address: venue.address } : null,
      };
    });
}

type VideoView = PlayViewData["videos"][number];

/** A link the server knows nothing of yet (the preview of one just typed): a placeholder under its host's name. */
function unknownVideo(url: string): VideoView {
  let site = "Video";
  try {
    site = new URL(url).hostname.replace(/^www\./, "") || site;
  } catch {
    // not a web address yet: "Video"
  }
  return { url, title: null, site, thumbnailStatus: "pending", thumbnail: null };
}

/**
 * The form's current values in the shape the public play page draws (the editor's Preview). The
 * performances take their venues from `venues` (the venue records); `dates` and `venues` are
 * derived from them as the server derives them; `videos` are what the server stored of the links.
 */
export function toPlayView(values: PlayFormValues, id: string, venues: VenueChoice[] = [], videos: VideoView[] = []): PlayViewData {
  const input = toPlayInput(values, 0);
  const performances = previewPerformances(values, venues);
  const ownVenues = values.venues.map((v, i) => ({ id: v.id ?? `new-venue-${i}`, name: v.name.trim(), address: v.address.trim(), maplink: v.maplink.trim() }));
  const performanceVenues = performances
    .flatMap((p) => (p.venue ? [p.venue.id] : []))
    .filter((venueId, i, all) => all.indexOf(venueId) === i && !ownVenues.some((v) => v.id === venueId))
    .flatMap((venueId) => venues.filter((v) => v.id === venueId).map((v) => ({ id: v.id, name: v.name, address: v.address, maplink: v.maplink ?? "" })));
  const lines = (input.dates?.displayedText ?? []).map((d) => ({ title: d.title, description: d.description, startdate: d.startdate ?? null }));
  const performanceLines = performances.map((p) => ({
    title: formatDate(p.startsAt),
    description: [clockOf(p.startsAt), p.venue?.name, p.status === "postponed" && p.postponedTo ? `Postponed to ${formatDate(p.postponedTo)} at ${clockOf(p.postponedTo)}` : STATUS_LINE_WORDS[p.status]].filter(Boolean).join(", "),
    startdate: p.startsAt,
  }));
  return {
    id,
    slug: input.slug,
    title: input.title,
    message: input.message ?? "",
    blurb: input.blurb ?? "",
    blurbExcerpt: input.blurbExcerpt ?? "",
    buylink: input.buylink ?? "",
    status: input.status ?? [],
    mainimage: input.mainimage ?? "",
    mainimageDescription: input.mainimageDescription ?? "",
    mainimageSizes: [],
    dates: {
      startdate: performances.find((p) => p.status !== "cancelled")?.startsAt ?? input.dates?.startdate ?? null,
      displayedText: [...lines, ...performanceLines],
    },
    venues: [...ownVenues, ...performanceVenues],
    prices: values.prices.filter((p) => p.price.trim() !== "" && Number.isFinite(Number(p.price))).map((p, i) => ({ id: p.id ?? `new-price-${i}`, title: p.title.trim(), price: Number(p.price) })),
    videolinks: input.videolinks ?? [],
    captionedVideolinks: input.captionedVideolinks ?? [],
    // Only what the server stored: the preview, like the page, loads nothing from a video's site.
    videos: (input.videolinks ?? []).map((url) => videos.find((video) => video.url === url) ?? unknownVideo(url)),
    reviews: values.reviews.map((r, i) => ({ id: r.id ?? `new-review-${i}`, reviewer: r.reviewer.trim(), text: r.text.trim() })),
    productionteam: { title: input.productionteam?.title ?? "", members: (input.productionteam?.members ?? []).map((m, i) => ({ ...m, personSlug: linkOf(values.team[i]).personSlug })) },
    castlist: { title: input.castlist?.title ?? "", members: (input.castlist?.members ?? []).map((m, i) => ({ ...m, personSlug: linkOf(values.cast[i]).personSlug })) },
    images: toGalleryView(values.images),
    galleryCover: coverOf(values.images, values.galleryCover),
    performances,
    runningTime: input.runningTime ?? null,
    intervals: input.intervals ?? null,
    ageGuidance: input.ageGuidance ?? "",
    contentWarnings: input.contentWarnings ?? [],
    contentNotes: input.contentNotes ?? "",
    licenceNotice: input.licenceNotice ?? "",
    authorBilling: input.authorBilling ?? "",
  };
}

const atLeast3 = (what: string) => yup.string().trim().min(3, `${what} needs at least 3 characters`);
const optional3 = (what: string) => yup.string().trim().test("min3", `${what} needs at least 3 characters`, (v) => !v || v.length >= 3);
const webAddress = (what: string) => yup.string().trim().matches(/^https?:\/\/\S+\.\S+/, { message: `${what} must be a web address (http:// or https://)`, excludeEmptyString: true });

/** The play editor's rules (specification section 5), as the server checks them. */
export const playSchema = yup.object({
  title: atLeast3("The title").concat(oneLine("The title")).max(TITLE.max, `The title is too long (at most ${TITLE.max} characters)`).required("The title is required"),
  slug: yup.string().trim().required("The url is required").min(SLUG.min, `The url needs at least ${SLUG.min} characters`).max(SLUG.max, `The url is too long (at most ${SLUG.max} characters)`).matches(/^[A-Za-z0-9_-]+$/, "Use only letters, numbers, dashes and underscores"),
  message: optional3("The notice message"),
  blurb: optional3("The blurb"),
  blurbExcerpt: optional3("The blurb excerpt"),
  buylink: optional3("The ticket link").concat(webAddress("The ticket link")),
  auditionEmailRecipient: yup.string().trim().when("status", {
    is: (status: string[]) => status.includes("audition"),
    then: (s) => s.required("Who receives audition applications? This is required for auditions").email("Give a valid email address"),
    otherwise: (s) => s.email("Give a valid email address"),
  }),
  displayedText: yup.array(yup.object({ title: atLeast3("The title").required("The title is required"), description: atLeast3("The description").required("The description is required") })),
  venues: yup.array(yup.object({
    name: atLeast3("The venue name").concat(oneLine("The venue name")).max(VENUE_NAME.max, `The venue name is too long (at most ${VENUE_NAME.max} characters)`).required("The venue name is required"),
    address: atLeast3("The address").max(VENUE_ADDRESS.max, `The address is too long (at most ${VENUE_ADDRESS.max} characters)`).required("The address is required"),
    maplink: atLeast3("The map link").required("The map link is required").concat(webAddress("The map link")),
  })),
  prices: yup.array(yup.object({
    title: atLeast3("The price title").required("The price title is required"),
    price: yup.number().typeError("The price must be a number").required("The price is required").min(1, "The price must be at least £1"),
  })),
  videolinks: yup.array(yup.object({ url: webAddress("The video link") })),
  reviews: yup.array(yup.object({ reviewer: atLeast3("The reviewer").required("The reviewer is required"), text: atLeast3("The review").required("The review is required") })),
  teamTitle: optional3("The team title"),
  castTitle: optional3("The cast title"),
  runningTime: yup.string().trim().matches(/^\d*$/, "The running time is a whole number of minutes")
    .test("range", "The running time is between 1 and 1440 minutes", (v) => !v || !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= 1440)),
  intervals: yup.string().trim().matches(/^\d*$/, "Give the number of intervals as a whole number")
    .test("range", "A play has at most 5 intervals", (v) => !v || !/^\d+$/.test(v) || Number(v) <= 5),
  ageGuidance: yup.string().trim().max(AGE_GUIDANCE_MAX, `Keep the age guidance short, such as '12+' (at most ${AGE_GUIDANCE_MAX} characters)`),
  contentNotes: yup.string().trim().max(CONTENT_NOTES_MAX, `The content notes are too long (at most ${CONTENT_NOTES_MAX} characters)`),
  ...programmeSchemaFields,
  team: yup.array(yup.object({ programmeBio: programmeBioRule })),
  cast: yup.array(yup.object({ programmeBio: programmeBioRule })),
  performances: yup.array(yup.object({
    startsAt: yup.string().test("date", "Give the date and time", (v) => fromLondonInput(v) !== null),
    venueId: yup.string().required("Choose a venue"),
    bookingLink: webAddress("The booking link"),
    sales: yup.object().when("selling", { is: true, then: () => salesSchema }),
    note: yup.string().trim().max(PERFORMANCE_NOTE_MAX, `Keep the note under ${PERFORMANCE_NOTE_MAX} characters`),
    postponedTo: yup.string().when("status", {
      is: "postponed",
      then: (s) => s.test("after", "The new date must be after the old one", function (v) {
        const to = fromLondonInput(v);
        const from = fromLondonInput((this.parent as PerformanceFormValues).startsAt);
        return !to || !from || instantOf(to) > instantOf(from);
      }),
    }),
  })),
});
