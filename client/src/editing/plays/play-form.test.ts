import type { EditablePlayFieldsFragment } from "../../gql/graphql";
import { blankCastMember, blankPerformance, blankTeamMember, completePlayForm, playSchema, toPlayForm, toPlayInput, toPlayView, type PlayFormValues, type VenueChoice } from "./play-form";
import { blankSales } from "./sales-form";

const ADC = { id: "8a3c1c1e-0000-4000-8000-000000000001", slug: "adc-theatre", name: "ADC Theatre", address: "Park Street, Cambridge CB5 8AS", maplink: "https://maps.example.org/adc" };
const MUMFORD = { id: "8a3c1c1e-0000-4000-8000-000000000002", slug: "mumford-theatre", name: "Mumford Theatre", address: "East Road, Cambridge CB1 1PT", maplink: "https://maps.example.org/mumford" };
const VENUES: VenueChoice[] = [ADC, MUMFORD];
const venueOf = ({ id, slug, name, address }: VenueChoice) => ({ id, slug, name, address });

/** Twelfth Night as the editor loads it: two performances (one in summer time, one sold out) and what `dates` derives from them. */
const play: EditablePlayFieldsFragment = {
  id: "p1",
  slug: "twelfth-night",
  title: "Twelfth Night",
  message: "",
  blurb: "<p>If music be the food of love</p>",
  blurbExcerpt: "",
  buylink: "https://tickets.example.org/twelfth-night",
  status: ["upcoming"],
  mainimage: "",
  mainimageDescription: "",
  captionedVideolinks: [],
  auditionEmailRecipient: null,
  isNew: false,
  version: 7,
  updatedBy: "Ann",
  updatedAt: "2026-11-20T10:00:00.000Z",
  state: "published",
  publishedAt: "2026-11-20T10:00:00.000Z",
  draftSavedAt: null,
  draftSavedBy: null,
  publishAt: null,
  unpublishAt: null,
  images: [],
  galleryCover: "",
  videolinks: [],
  videos: [],
  reviews: [],
  prices: [],
  productionteam: { title: "", members: [] },
  castlist: { title: "", members: [] },
  runningTime: 120,
  intervals: 1,
  ageGuidance: "12+",
  contentWarnings: ["strobe", "haze"],
  contentNotes: "A shipwreck with loud thunder.",
  licenceNotice: "",
  authorBilling: "",
  programme: { directorsNote: "", scenes: [], sponsors: [] },
  dates: {
    startdate: "2027-03-27T19:30:00.000Z",
    displayedText: [
      { title: "Evenings", description: "7.30pm, Saturday to Tuesday", startdate: null },
      { title: "Saturday 27th March 2027", description: "7.30pm, ADC Theatre", startdate: "2027-03-27T19:30:00.000Z" },
      { title: "Tuesday 30th March 2027", description: "7.30pm, Mumford Theatre, Sold out", startdate: "2027-03-30T18:30:00.000Z" },
    ],
  },
  venues: [{ id: ADC.id, name: ADC.name, address: ADC.address, maplink: ADC.maplink }, { id: MUMFORD.id, name: MUMFORD.name, address: MUMFORD.address, maplink: MUMFORD.maplink }],
  performances: [
    { id: "perf-1", startsAt: "2027-03-27T19:30:00.000Z", endsAt: "2027-03-27T21:45:00.000Z", status: "onsale", access: ["captioned"], bookingLink: null, note: "Post-show talk", accessNote: "Rows A to D see the captions", postponedTo: null, sales: null, venue: venueOf(ADC) },
    { id: "perf-2", startsAt: "2027-03-30T18:30:00.000Z", endsAt: "2027-03-30T20:45:00.000Z", status: "soldout", access: [], bookingLink: "https://tickets.example.org/tn-30", note: null, accessNote: null, postponedTo: null, sales: null, venue: venueOf(MUMFORD) },
  ],
};

describe("loading a play into the form", () => {
  test("performances become rows on London's clock, each with its venue's id and its own id", () => {
    const form = toPlayForm(play);
    expect(form.performances).toEqual([
      { id: "perf-1", startsAt: "2027-03-27T19:30", venueId: ADC.id, status: "onsale", access: ["captioned"], bookingLink: "", note: "Post-show talk", accessNote: "Rows A to D see the captions", postponedTo: "", selling: false, sales: blankSales() },
      // Tuesday 30th March is in summer time: 18:30 UTC is 7.30pm in London.
      { id: "perf-2", startsAt: "2027-03-30T19:30", venueId: MUMFORD.id, status: "soldout", access: [], bookingLink: "https://tickets.example.org/tn-30", note: "", accessNote: "", postponedTo: "", selling: false, sales: blankSales() },
    ]);
  });

  test("the date lines `dates` derives from performances are left out; the play's own lines stay", () => {
    expect(toPlayForm(play).displayedText).toEqual([{ title: "Evenings", description: "7.30pm, Saturday to Tuesday", startdate: "" }]);
  });

  test("the venues `venues` derives from performances are left out; a venue of the play's own stays", () => {
    expect(toPlayForm(play).venues).toEqual([]);
    const hall = { id: "8a3c1c1e-0000-4000-8000-000000000003", name: "Church Hall", address: "Bridge Street", maplink: "" };
    expect(toPlayForm({ ...play, venues: [hall, ...play.venues] }).venues).toEqual([hall]);
    expect(toPlayInput(toPlayForm({ ...play, venues: [hall, ...play.venues] }), 7).venues).toEqual([hall]);
  });

  test("running time, intervals, age guidance and content warnings are editable text and choices", () => {
    const form = toPlayForm(play);
    expect(form).toMatchObject({ runningTime: "120", intervals: "1", ageGuidance: "12+", contentWarnings: ["strobe", "haze"], contentNotes: "A shipwreck with loud thunder." });
    expect(toPlayForm({ ...play, runningTime: null, intervals: null })).toMatchObject({ runningTime: "", intervals: "" });
  });

  test("a copy of the form this device kept before performances existed is completed", () => {
    const { performances: _p, runningTime: _r, intervals: _i, ageGuidance: _a, contentWarnings: _c, contentNotes: _n, ...older } = toPlayForm(play);
    expect(completePlayForm(older as PlayFormValues)).toMatchObject({ performances: [], runningTime: "", intervals: "", ageGuidance: "", contentWarnings: [], contentNotes: "", title: "Twelfth Night" });
  });

  test("a performance whose venue has since been deleted (in a draft) loads without a venue", () => {
    const form = toPlayForm({ ...play, performances: [{ ...play.performances[0], venue: null }] });
    expect(form.performances[0].venueId).toBe("");
  });
});

describe("saving the form", () => {
  test("performances go in the play input with their venue ids, saved ones with their ids, times as instants", () => {
    const form = toPlayForm(play);
    form.performances.push(blankPerformance({ startsAt: "2027-04-03T14:30", venueId: ADC.id, access: ["relaxed", "bsl"] }));
    const input = toPlayInput(form, 7);
    expect(input.performances).toEqual([
      { id: "perf-1", startsAt: "2027-03-27T19:30:00.000Z", venueId: ADC.id, status: "onsale", access: ["captioned"], bookingLink: null, note: "Post-show talk", accessNote: "Rows A to D see the captions", postponedTo: null, sales: null },
      { id: "perf-2", startsAt: "2027-03-30T18:30:00.000Z", venueId: MUMFORD.id, status: "soldout", access: [], bookingLink: "https://tickets.example.org/tn-30", note: null, accessNote: null, postponedTo: null, sales: null },
      // New: no id (the server gives one); 2.30pm BST.
      { startsAt: "2027-04-03T13:30:00.000Z", venueId: ADC.id, status: "onsale", access: ["relaxed", "bsl"], bookingLink: null, note: null, accessNote: null, postponedTo: null, sales: null },
    ]);
    expect(input.version).toBe(7);
  });

  test("loading and saving again sends the same schedule (no derived line comes back as a line)", () => {
    const input = toPlayInput(toPlayForm(play), 7);
    expect(input.performances?.map((p) => p.startsAt)).toEqual(play.performances.map((p) => p.startsAt));
    expect(input.dates?.displayedText).toEqual([{ title: "Evenings", description: "7.30pm, Saturday to Tuesday", startdate: null }]);
  });

  test("a new date is sent only for a postponed performance", () => {
    const form = toPlayForm(play);
    form.performances[0] = { ...form.performances[0], status: "postponed", postponedTo: "2027-05-01T19:30" };
    form.performances[1] = { ...form.performances[1], status: "cancelled", postponedTo: "2027-05-02T19:30" };
    const [postponed, cancelled] = toPlayInput(form, 7).performances!;
    expect(postponed).toMatchObject({ status: "postponed", postponedTo: "2027-05-01T18:30:00.000Z" });
    expect(cancelled).toMatchObject({ status: "cancelled", postponedTo: null });
  });

  test("running time and intervals are numbers, or null when empty; words are trimmed", () => {
    const form: PlayFormValues = { ...toPlayForm(play), runningTime: " 95 ", intervals: "", ageGuidance: " 8+ ", contentNotes: "  ", contentWarnings: ["gunshots"] };
    expect(toPlayInput(form, 7)).toMatchObject({ runningTime: 95, intervals: null, ageGuidance: "8+", contentNotes: "", contentWarnings: ["gunshots"] });
  });

  test("a draft keeps a row still being filled in (empty date and venue), for the server to hold as it is", () => {
    const form = toPlayForm(play);
    form.performances.push(blankPerformance());
    expect(toPlayInput(form, 7).performances![2]).toEqual({ startsAt: "", venueId: "", status: "onsale", access: [], bookingLink: null, note: null, accessNote: null, postponedTo: null, sales: null });
  });
});

describe("cast and team linked to people", () => {
  const PRIYA = "6f1c2e9a-0000-4000-8000-000000000001";
  const HIDDEN = "6f1c2e9a-0000-4000-8000-000000000002";
  /** Twelfth Night with a linked director, a linked actor, an actor hidden at their request and a name only. */
  const credited: EditablePlayFieldsFragment = {
    ...play,
    productionteam: { title: "Crew", members: [{ order: 0, role: "Director", name: "Priya Raman", personId: PRIYA, personSlug: "priya-raman", programmeBio: "" }] },
    castlist: {
      title: "Cast",
      members: [
        // Stored out of order: the form follows `order`.
        { order: 2, charactername: "Feste", realname: "Sam Free", personId: null, personSlug: null, programmeBio: "" },
        { order: 0, charactername: "Viola", realname: "Priya Raman", personId: PRIYA, personSlug: "priya-raman", programmeBio: "" },
        { order: 1, charactername: "Orsino", realname: "Jo Quiet", personId: HIDDEN, personSlug: null, programmeBio: "" },
      ],
    },
  };

  test("a loaded play's links become the rows' person ids, with their pages for the editor to show", () => {
    const form = toPlayForm(credited);
    expect(form.team).toEqual([{ role: "Director", name: "Priya Raman", personId: PRIYA, personSlug: "priya-raman", programmeBio: "" }]);
    expect(form.cast).toEqual([
      { charactername: "Viola", realname: "Priya Raman", personId: PRIYA, personSlug: "priya-raman", programmeBio: "" },
      { charactername: "Orsino", realname: "Jo Quiet", personId: HIDDEN, personSlug: null, programmeBio: "" },
      { charactername: "Feste", realname: "Sam Free", personId: null, personSlug: null, programmeBio: "" },
    ]);
  });

  test("saving sends each link's person id (a hidden person's too), and none for a name only; the page's slug is never sent", () => {
    const input = toPlayInput(toPlayForm(credited), 7);
    expect(input.productionteam?.members).toEqual([{ order: 0, role: "Director", name: "Priya Raman", personId: PRIYA, programmeBio: "" }]);
    expect(input.castlist?.members).toEqual([
      { order: 0, charactername: "Viola", realname: "Priya Raman", personId: PRIYA, programmeBio: "" },
      { order: 1, charactername: "Orsino", realname: "Jo Quiet", personId: HIDDEN, programmeBio: "" },
      { order: 2, charactername: "Feste", realname: "Sam Free", programmeBio: "" },
    ]);
  });

  test("loading what was saved gives the same form (drafts and publishing keep the links)", () => {
    const form = toPlayForm(credited);
    const input = toPlayInput(form, 7);
    const slugs: Record<string, string | null> = { [PRIYA]: "priya-raman", [HIDDEN]: null };
    const member = <M extends { personId?: string | null; programmeBio?: string }>(m: M) => ({ ...m, programmeBio: m.programmeBio ?? "", personId: m.personId ?? null, personSlug: m.personId ? slugs[m.personId] : null });
    const saved: EditablePlayFieldsFragment = {
      ...credited,
      productionteam: { title: input.productionteam?.title ?? "", members: (input.productionteam?.members ?? []).map(member) },
      castlist: { title: input.castlist?.title ?? "", members: (input.castlist?.members ?? []).map(member) },
    };
    expect(toPlayForm(saved)).toEqual(form);
  });

  test("a copy of the form this device kept before people existed gets unlinked rows, which save as names only", () => {
    const older = { ...toPlayForm(play), team: [{ role: "Director", name: "Ann" }], cast: [{ charactername: "Viola", realname: "Priya Raman" }] } as unknown as PlayFormValues;
    const form = completePlayForm(older);
    expect(form.team).toEqual([{ role: "Director", name: "Ann", programmeBio: "", personId: null, personSlug: null }]);
    expect(form.cast).toEqual([{ charactername: "Viola", realname: "Priya Raman", programmeBio: "", personId: null, personSlug: null }]);
    expect(toPlayInput(form, 7).castlist?.members).toEqual([{ order: 0, charactername: "Viola", realname: "Priya Raman", programmeBio: "" }]);
  });

  test("new rows start unlinked; an unlinked row never carries a page", () => {
    expect(blankCastMember()).toEqual({ charactername: "", realname: "", personId: null, personSlug: null, programmeBio: "" });
    expect(blankTeamMember()).toEqual({ role: "", name: "", personId: null, personSlug: null, programmeBio: "" });
    expect(completePlayForm({ ...toPlayForm(play), cast: [{ charactername: "", realname: "X", programmeBio: "", personId: null, personSlug: "stale" }] }).cast[0].personSlug).toBeNull();
  });

  test("the preview links the names that have a page, and only those", () => {
    const view = toPlayView(toPlayForm(credited), "p1", VENUES);
    expect(view.productionteam.members).toEqual([{ order: 0, role: "Director", name: "Priya Raman", personId: PRIYA, personSlug: "priya-raman", programmeBio: "" }]);
    expect(view.castlist.members.map((m) => [m.realname, m.personSlug])).toEqual([["Priya Raman", "priya-raman"], ["Jo Quiet", null], ["Sam Free", null]]);
  });
});

describe("the rules before Save changes", () => {
  const check = (values: PlayFormValues) => playSchema.validate(values, { abortEarly: false }).then(() => [], (e: { inner: { path: string; message: string }[] }) => e.inner.map((i) => `${i.path}: ${i.message}`));

  test("a loaded play passes", async () => {
    expect(await check(toPlayForm(play))).toEqual([]);
  });

  test("a title and a venue's name are one line: one stored with a line break or holding a control character is refused", async () => {
    const form = toPlayForm({ ...play, title: "Twelfth\r\nNight" });
    form.venues = [{ name: "Church\u0007Hall", address: "Bridge Street", maplink: "https://maps.example.org/hall" }];
    expect(await check(form)).toEqual([
      "title: The title must be one line, without line breaks or control characters",
      "venues[0].name: The venue name must be one line, without line breaks or control characters",
    ]);
  });

  test("a performance needs a date and time and a venue; a postponed one's new date comes after; numbers are whole and in range", async () => {
    const form = toPlayForm(play);
    form.performances.push(blankPerformance());
    form.performances[0] = { ...form.performances[0], status: "postponed", postponedTo: "2027-03-20T19:30", bookingLink: "tickets" };
    expect(await check({ ...form, runningTime: "2 hours", intervals: "7" })).toEqual([
      "runningTime: The running time is a whole number of minutes",
      "intervals: A play has at most 5 intervals",
      "performances[0].bookingLink: The booking link must be a web address (http:// or https://)",
      "performances[0].postponedTo: The new date must be after the old one",
      "performances[2].startsAt: Give the date and time",
      "performances[2].venueId: Choose a venue",
    ]);
  });
});

describe("the preview", () => {
  test("performances carry their venue from the venue list and end after the running time and intervals", () => {
    const view = toPlayView(toPlayForm(play), "p1", VENUES);
    expect(view.performances).toEqual([
      // 120 minutes and one 15-minute interval.
      { id: "perf-1", startsAt: "2027-03-27T19:30:00.000Z", endsAt: "2027-03-27T21:45:00.000Z", status: "onsale", access: ["captioned"], bookingLink: null, note: "Post-show talk", accessNote: "Rows A to D see the captions", postponedTo: null, venue: venueOf(ADC) },
      { id: "perf-2", startsAt: "2027-03-30T18:30:00.000Z", endsAt: "2027-03-30T20:45:00.000Z", status: "soldout", access: [], bookingLink: "https://tickets.example.org/tn-30", note: null, accessNote: null, postponedTo: null, venue: venueOf(MUMFORD) },
    ]);
    expect(view).toMatchObject({ runningTime: 120, intervals: 1, ageGuidance: "12+", contentWarnings: ["strobe", "haze"], contentNotes: "A shipwreck with loud thunder." });
  });

  test("without a running time a performance is taken as 150 minutes; without intervals, the running time alone", () => {
    const base = toPlayForm(play);
    expect(toPlayView({ ...base, runningTime: "" }, "p1", VENUES).performances[0].endsAt).toBe("2027-03-27T22:00:00.000Z");
    expect(toPlayView({ ...base, runningTime: "90", intervals: "" }, "p1", VENUES).performances[0].endsAt).toBe("2027-03-27T21:00:00.000Z");
    expect(toPlayView({ ...base, runningTime: "90", intervals: "2" }, "p1", VENUES).performances[0].endsAt).toBe("2027-03-27T21:30:00.000Z");
  });

  test("rows are shown soonest first; a row without a date is left out; a new one has a made-up id and an unknown venue none", () => {
    const form = toPlayForm(play);
    form.performances.unshift(blankPerformance({ startsAt: "2027-04-03T14:30", venueId: "no-such-venue" }), blankPerformance());
    const view = toPlayView(form, "p1", VENUES);
    expect(view.performances.map((p) => [p.id, p.startsAt, p.venue?.name ?? null])).toEqual([
      ["perf-1", "2027-03-27T19:30:00.000Z", "ADC Theatre"],
      ["perf-2", "2027-03-30T18:30:00.000Z", "Mumford Theatre"],
      ["new-performance-0", "2027-04-03T13:30:00.000Z", null],
    ]);
  });

  test("a postponed performance shows its new date and ends after it", () => {
    const form = toPlayForm(play);
    form.performances[0] = { ...form.performances[0], status: "postponed", postponedTo: "2027-05-01T19:30" };
    const [postponed] = toPlayView(form, "p1", VENUES).performances;
    expect(postponed).toMatchObject({ status: "postponed", postponedTo: "2027-05-01T18:30:00.000Z", endsAt: "2027-05-01T20:45:00.000Z" });
  });

  test("dates and venues are derived from the performances as the site derives them", () => {
    const form = toPlayForm(play);
    form.venues = [];
    form.performances[0] = { ...form.performances[0], status: "cancelled" };
    const view = toPlayView(form, "p1", VENUES);
    // The first performance that is not cancelled.
    expect(view.dates.startdate).toBe("2027-03-30T18:30:00.000Z");
    expect(view.dates.displayedText).toEqual([
      { title: "Evenings", description: "7.30pm, Saturday to Tuesday", startdate: null },
      { title: "Saturday 27th March 2027", description: "7.30pm, ADC Theatre, Cancelled", startdate: "2027-03-27T19:30:00.000Z" },
      { title: "Tuesday 30th March 2027", description: "7.30pm, Mumford Theatre, Sold out", startdate: "2027-03-30T18:30:00.000Z" },
    ]);
    expect(view.venues.map((v) => v.name)).toEqual(["ADC Theatre", "Mumford Theatre"]);
  });

  test("videos show only what the server stored of each link; a link just typed is a placeholder under its host", () => {
    const stored = { url: "https://vimeo.com/402311842", title: "Trailer", site: "Vimeo", thumbnailStatus: "fetched" as const, thumbnail: { url: "/images/videos/v/fetched1.jpg", width: 640, height: 360, sizes: [] } };
    const form = { ...toPlayForm(play), videolinks: [{ url: "https://vimeo.com/402311842", captioned: false }, { url: " https://www.clips.example/7 ", captioned: false }] };
    expect(toPlayView(form, "p1", VENUES, [stored]).videos).toEqual([
      stored,
      { url: "https://www.clips.example/7", title: null, site: "clips.example", thumbnailStatus: "pending", thumbnail: null },
    ]);
  });
});
