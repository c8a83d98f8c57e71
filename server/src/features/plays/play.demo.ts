import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { londonWallTime } from "@theatre/common/london-wall-clock";
import { slugify } from "@theatre/common/slug";
import { withIds } from "../../core/validation";
import type { Storage } from "../../core/storage";
import { posterDescription, storeDemoImage } from "../../core/images/demo-image";
import { PaymentMethod } from "../box-office/sales.types";
import { Venue } from "../venues/venue.entity";
import { ContentWarning } from "./content-warning.types";
import { sequenced } from "./performance.service";
import { AccessFeature, PerformanceStatus, type PerformanceFields, type StoredPerformance } from "./performance.types";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";
import type { CaptionedImage, CastMember, Price, Review, TeamMember } from "./play.types";

const DAY = 24 * 60 * 60 * 1000;

/** `days` from the seeding day at `hour:minute` on London's clock, so demo dates stay believable. */
const dayFrom = (now: Date, days: number, hour = 19, minute = 30) => londonWallTime(new Date(now.getTime() + days * DAY), hour, minute).toISOString();

/** The demo's venues (venue.demo.ts makes them, with their access information), by name. */
const VENUES = { adc: "ADC Theatre", mumford: "Mumford Theatre", playroom: "Corpus Playroom", garden: "Fellows' Garden, Christ's College" };

/** A performance's departures from an ordinary night on sale. */
type Special = Partial<PerformanceFields> & { postponedBy?: number };

const standardPrices = (full: number): Price[] =>
  withIds([
    { title: "Full price", price: full },
    { title: "Concessions", price: full - 3 },
    { title: "Students and under 18s", price: Math.max(1, full - 6) },
  ]);

const team = (members: [string, string][]): Play["productionteam"] => ({
  title: "Production team",
  members: members.map(([role, name], order): TeamMember => ({ order, role, name })),
});

const cast = (members: [string, string][]): Play["castlist"] => ({
  title: "Cast",
  members: members.map(([charactername, realname], order): CastMember => ({ order, charactername, realname })),
});

interface Featured {
  title: string;
  author: string;
  status: PlayStatus[];
  startsIn: number;
  nights: number;
  venue: keyof typeof VENUES;
  /** By performance: the evenings from 0, then the matinée. */
  special?: Record<number, Special>;
  guidance?: Pick<Play, "ageGuidance" | "runningTime" | "intervals" | "contentWarnings" | "contentNotes">;
  /** What its digital programme adds (the licence notice, the director's note, scenes, thanks). */
  programme?: Pick<Play, "licenceNotice" | "programme">;
  message: string;
  blurb: string;
  blurbExcerpt: string;
  buylink: string;
  auditionEmailRecipient?: string;
  reviews: Omit<Review, "id">[];
  videolinks: string[];
  team: [string, string][];
  cast: [string, string][];
  photos: string[];
  full: number;
}

const ON_NOW_AND_NEXT: Featured[] = [
  {
    title: "Twelfth Night",
    author: "William Shakespeare",
    status: [PlayStatus.featured, PlayStatus.current],
    startsIn: 3,
    nights: 5,
    venue: "adc",
    special: {
      0: { access: [AccessFeature.captioned] },
      1: { access: [AccessFeature.audiodescribed, AccessFeature.touchtour], note: "Touch tour of the set at 6.30pm" },
      2: { status: PerformanceStatus.soldout },
      3: { access: [AccessFeature.bsl], note: "British Sign Language interpreted" },
      4: { status: PerformanceStatus.fewleft },
      5: { status: PerformanceStatus.fewleft, access: [AccessFeature.relaxed] },
    },
    guidance: {
      ageGuidance: "8+",
      runningTime: 165,
      intervals: 1,
      contentWarnings: [ContentWarning.haze, ContentWarning.loudnoises],
      contentNotes: "A storm at sea with haze and thunder effects; live jazz at full volume.",
    },
    programme: {
      licenceNotice: "Music by arrangement with the Fen Street band. Programme photography © the society.",
      programme: {
        directorsNote: "Twelfth Night is a comedy about grief: a sister who thinks she has lost her brother, a countess mourning hers, a duke in love with love.\n\nWe set it in a seaside hotel in 1925, its best days behind it, where the band plays on whatever the weather. Thank you for coming.",
        scenes: withIds([
          { title: "Act 1: Illyria", detail: "A shipwreck; Orsino's court; Olivia's house" },
          { title: "O Mistress Mine", detail: "Feste and the band" },
          { title: "Act 2: The letter", detail: "The hotel garden" },
          { title: "The Wind and the Rain", detail: "Feste and company" },
        ]),
        sponsors: withIds([{ name: "Mill Road Bakery", logo: "", link: "" }, { name: "The Friends of the ADC", logo: "", link: "" }]),
      },
    },
    message: "Last few tickets for Saturday",
    blurb: "<p>Shipwrecked on the shores of Illyria, Viola disguises herself as a young man and enters the service of Duke Orsino, only to fall in love with him, while the Countess Olivia falls for her.</p><p>Shakespeare's bittersweet comedy of mistaken identity, music and melancholy, set in a fading 1920s seaside hotel, with live jazz from the Fen Street band.</p>",
    blurbExcerpt: "Shakespeare's bittersweet comedy of disguise and longing, set in a fading 1920s seaside hotel with live jazz.",
    buylink: "https://www.adctheatre.com/whats-on/",
    reviews: [
      { reviewer: "Cambridge Independent", text: "A Twelfth Night that finds the ache beneath the laughter. Hannah Clarke's Viola is a revelation: quick, funny and quietly heartbroken, and the jazz-age setting earns its place rather than decorating the play. Malvolio's yellow-stockinged humiliation is played for laughs that curdle, exactly as they should. The best amateur Shakespeare in the city this year." },
      { reviewer: "Varsity", text: "Witty, warm and beautifully spoken. The hotel lobby set is a triumph of invention on a small budget, and the live band turns the songs into the heart of the evening." },
    ],
    videolinks: ["https://www.youtube.com/watch?v=3Kx9XqA7gLw", "https://vimeo.com/402311842"],
    team: [["Director", "Margaret Holloway"], ["Producer", "Tom Whitfield"], ["Set design", "Amara Osei"], ["Lighting", "Jack Pennington"], ["Musical director", "Rosa Delgado"], ["Stage manager", "Chris Baxter"]],
    cast: [["Viola", "Priya Raman"], ["Orsino", "James Okonjo"], ["Olivia", "Sophie Marchetti"], ["Malvolio", "Peter Langley"], ["Sir Toby Belch", "Graham Fuller"], ["Maria", "Ellen Rhodes"], ["Feste", "Kwame Mensah"], ["Sebastian", "Oliver Grant"]],
    photos: ["Viola arrives in Illyria", "Malvolio reads the letter", "The company in the hotel ballroom"],
    full: 16,
  },
  {
    title: "Blithe Spirit",
    author: "Noël Coward",
    status: [PlayStatus.current],
    startsIn: 12,
    nights: 4,
    venue: "playroom",
    special: {
      // The opening night is sold on the site (paid at the door): a fresh site shows the box office.
      0: { sales: { capacity: 60, ticketTypes: [{ name: "Full", pricePence: 1200, note: null }, { name: "Concession", pricePence: 900, note: "Students, over 65s and under 18s" }], onSaleFrom: null, onSaleUntil: null, holdMinutes: 10, maxPerOrder: 8, payment: PaymentMethod.door, cancelUntilHours: 24 } },
      1: { status: PerformanceStatus.cancelled, note: "Cancelled because of illness in the cast: ticket holders are being refunded" },
      2: { status: PerformanceStatus.postponed, postponedBy: 9, note: "Moved after a power cut at the venue: tickets stay valid" },
      3: { status: PerformanceStatus.soldout },
      // The captioned matinee has reserved seating: buyers choose their seats on the Playroom's plan.
      4: { access: [AccessFeature.captioned], sales: { capacity: 60, reserved: true, ticketTypes: [{ name: "Full", pricePence: 1200, restrictedPricePence: 800, note: null }, { name: "Concession", pricePence: 900, restrictedPricePence: 600, note: "Students, over 65s and under 18s" }], onSaleFrom: null, onSaleUntil: null, holdMinutes: 10, maxPerOrder: 8, payment: PaymentMethod.door, cancelUntilHours: 24 } },
    },
    guidance: {
      ageGuidance: "12+",
      runningTime: 140,
      intervals: 1,
      contentWarnings: [ContentWarning.strobe, ContentWarning.gunshots, ContentWarning.smoking, ContentWarning.themes],
      contentNotes: "A gun is fired in Act 3; herbal cigarettes are smoked on stage; strobe lighting during the séance; themes of death and grief.",
    },
    message: "",
    blurb: "<p>Novelist Charles Condomine invites the eccentric medium Madame Arcati to hold a séance for research. It goes rather too well: the ghost of his first wife, Elvira, arrives, and has no intention of leaving his second.</p>",
    blurbExcerpt: "Coward's sparkling ghost comedy: a séance for research summons a first wife who refuses to leave.",
    buylink: "https://www.corpusplayroom.com/",
    reviews: [{ reviewer: "The Cambridge Critic", text: "Madame Arcati steals every scene she floats into. A crisp, confident Coward with impeccable timing." }],
    videolinks: ["https://www.youtube.com/watch?v=Zb1yQm7fV2c"],
    team: [["Director", "Daniel Okafor"], ["Costume", "Lucy Tremain"], ["Sound", "Ibrahim Haddad"]],
    cast: [["Charles Condomine", "Matthew Shaw"], ["Ruth", "Clare Whitmore"], ["Elvira", "Nadia Petrova"], ["Madame Arcati", "Judith Kerr"], ["Edith", "Zoë Lefèvre"]],
    photos: ["The séance", "Elvira makes herself at home"],
    full: 12,
  },
  {
    title: "The Importance of Being Earnest",
    author: "Oscar Wilde",
    status: [PlayStatus.upcoming, PlayStatus.audition],
    startsIn: 75,
    nights: 5,
    venue: "mumford",
    special: { 2: { access: [AccessFeature.relaxed] }, 5: { access: [AccessFeature.bsl] } },
    guidance: { ageGuidance: "All ages", runningTime: 150, intervals: 2, contentWarnings: [], contentNotes: "" },
    message: "Auditions open",
    blurb: "<p>Jack Worthing has invented a brother called Ernest to escape to town; his friend Algernon has invented an invalid called Bunbury to escape to the country. When both fall in love, and Lady Bracknell intervenes, the lies collide.</p><p>We are casting now: all ages and experience welcome.</p>",
    blurbExcerpt: "Wilde's perfect comedy of double lives and handbags. Auditions are open now.",
    buylink: "",
    auditionEmailRecipient: "earnest.director@fenstreetplayers.org.uk",
    reviews: [],
    videolinks: [],
    team: [["Director", "Eleanor Fitzgerald"], ["Producer", "Priya Raman"]],
    cast: [],
    photos: [],
    full: 14,
  },
  {
    title: "Arcadia",
    author: "Tom Stoppard",
    status: [PlayStatus.upcoming, PlayStatus.homepage],
    startsIn: 130,
    nights: 4,
    venue: "adc",
    message: "Booking opens soon",
    blurb: "<p>In a Derbyshire country house, two stories unfold two hundred years apart: a precocious girl and her tutor in 1809, and the academics trying to piece together what happened there. Stoppard's funny, moving play about chaos, landscape gardening and the search for knowledge.</p>",
    blurbExcerpt: "Stoppard's masterpiece: one house, two centuries, chaos theory and a very disputed hermit.",
    buylink: "https://www.adctheatre.com/whats-on/",
    reviews: [],
    videolinks: [],
    team: [["Director", "Tom Whitfield"]],
    cast: [],
    photos: [],
    full: 15,
  },
];

/** Previous productions: title, author, venue; one a season going back in time. */
const PREVIOUS: [string, string, keyof typeof VENUES][] = [
  ["The Crucible", "Arthur Miller", "adc"],
  ["Much Ado About Nothing", "William Shakespeare", "garden"],
  ["Abigail's Party", "Mike Leigh", "playroom"],
  ["Private Lives", "Noël Coward", "mumford"],
  ["Noises Off", "Michael Frayn", "adc"],
  ["The Cherry Orchard", "Anton Chekhov", "playroom"],
  ["An Inspector Calls", "J. B. Priestley", "mumford"],
  ["As You Like It", "William Shakespeare", "garden"],
  ["Hay Fever", "Noël Coward", "adc"],
  ["Pygmalion", "George Bernard Shaw", "mumford"],
  ["Hedda Gabler", "Henrik Ibsen", "playroom"],
  ["A Doll's House", "Henrik Ibsen", "adc"],
  ["The Winter's Tale", "William Shakespeare", "garden"],
  ["Under Milk Wood", "Dylan Thomas", "playroom"],
  ["Journey's End", "R. C. Sherriff", "mumford"],
  ["The Rivals", "Richard Brinsley Sheridan", "adc"],
  ["She Stoops to Conquer", "Oliver Goldsmith", "mumford"],
  ["Our Town", "Thornton Wilder", "playroom"],
  ["Educating Rita", "Willy Russell", "playroom"],
  ["The Seagull", "Anton Chekhov", "adc"],
  ["Macbeth", "William Shakespeare", "garden"],
  ["Habeas Corpus", "Alan Bennett", "mumford"],
  ["Relatively Speaking", "Alan Ayckbourn", "adc"],
  ["The Real Inspector Hound", "Tom Stoppard", "playroom"],
  ["Lady Windermere's Fan", "Oscar Wilde", "mumford"],
];

/** A night on sale at `venueId`, but for what `special` changes. */
function performanceAt(now: Date, days: number, [hour, minute]: [number, number], venueId: string, special: Special = {}): PerformanceFields {
  const { postponedBy, ...changes } = special;
  return {
    id: randomUUID(), startsAt: dayFrom(now, days, hour, minute), status: PerformanceStatus.onsale, access: [], venueId, bookingLink: null, note: null,
    postponedTo: postponedBy ? dayFrom(now, days + postponedBy, hour, minute) : null,
    ...changes,
  };
}

const EVENING: [number, number] = [19, 30];
const MATINEE: [number, number] = [14, 30];

/**
 * A run: evenings at 7.30pm for `nights` nights from `startsIn` days on, then a matinée at 2.30pm
 * on the last day, on London's clock; `special` changes some (by position, the matinée last).
 */
function run(now: Date, startsIn: number, nights: number, venueId: string, special: Record<number, Special> = {}): StoredPerformance[] {
  const evenings = Array.from({ length: nights }, (_, night) => performanceAt(now, startsIn + night, EVENING, venueId, special[night]));
  return sequenced([...evenings, performanceAt(now, startsIn + nights - 1, MATINEE, venueId, special[nights])], []);
}

/** Drawn at this size, under the stored maximum: the size the stored JPEG has. */
const DEMO_PHOTO = { width: 960, height: 640 };

async function photos(storage: Storage, id: string, captions: string[], seed: number): Promise<CaptionedImage[]> {
  return Promise.all(
    captions.map(async (caption, index) => ({
      id: randomUUID(),
      caption,
      description: `A poster-like picture reading "${caption}"`,
      decorative: false,
      photo: await storeDemoImage(storage, `plays/${id}/photo${index}.jpg`, { title: caption, seed: seed + index + 1, width: DEMO_PHOTO.width, height: DEMO_PHOTO.height }),
      ...DEMO_PHOTO,
    })),
  );
}

/** Four plays on now or coming, and 25 previous productions (three pages), with images. */
export async function seedPlays(manager: EntityManager, storage: Storage): Promise<void> {
  const now = new Date();
  const plays: Partial<Play>[] = [];
  const venueIds = new Map((await manager.getRepository(Venue).find()).map((venue) => [venue.name, venue.id]));
  const venueOf = (key: keyof typeof VENUES) => venueIds.get(VENUES[key])!;

  for (const [index, p] of ON_NOW_AND_NEXT.entries()) {
    const id = randomUUID();
    plays.push({
      id,
      slug: slugify(p.title),
      title: p.title,
      mainimage: await storeDemoImage(storage, `plays/${id}/mainimage0.jpg`, { title: p.title, subtitle: `by ${p.author}`, seed: index }),
      mainimageDescription: posterDescription(p.title, p.author),
      blurb: p.blurb,
      blurbExcerpt: p.blurbExcerpt,
      message: p.message,
      buylink: p.buylink,
      status: p.status,
      auditionEmailRecipient: p.auditionEmailRecipient ?? "",
      dates: { startdate: dayFrom(now, p.startsIn), displayedText: [] },
      venueIds: [venueOf(p.venue)],
      performances: run(now, p.startsIn, p.nights, venueOf(p.venue), p.special),
      ...p.guidance,
      ...p.programme,
      authorBilling: `by ${p.author}`,
      prices: standardPrices(p.full),
      images: await photos(storage, id, p.photos, index),
      videolinks: p.videolinks,
      reviews: withIds(p.reviews),
      productionteam: team(p.team),
      castlist: cast(p.cast),
      updatedBy: "Demo content",
      publishedAt: new Date(),
    });
  }

  for (const [index, [title, author, venue]] of PREVIOUS.entries()) {
    const id = randomUUID();
    const startsIn = -60 - index * 91;
    plays.push({
      id,
      slug: slugify(title),
      title,
      mainimage: await storeDemoImage(storage, `plays/${id}/mainimage0.jpg`, { title, subtitle: `by ${author}`, seed: index + 4 }),
      mainimageDescription: posterDescription(title, author),
      blurb: `<p>Our production of ${author}'s <em>${title}</em> played to full houses at the ${VENUES[venue]}.</p>`,
      blurbExcerpt: "",
      message: "",
      buylink: "",
      status: [PlayStatus.previousproduction],
      dates: { startdate: dayFrom(now, startsIn), displayedText: [] },
      venueIds: [venueOf(venue)],
      // The opening night and the closing matinée.
      performances: sequenced([performanceAt(now, startsIn, EVENING, venueOf(venue)), performanceAt(now, startsIn + 3, MATINEE, venueOf(venue))], []),
      prices: [],
      images: [],
      videolinks: [],
      reviews: index % 3 === 0 ? withIds([{ reviewer: "Cambridge Evening News", text: `A thoughtful, well-acted ${title} that did ${author} proud.` }]) : [],
      productionteam: team([["Director", ["Margaret Holloway", "Daniel Okafor", "Eleanor Fitzgerald", "Tom Whitfield"][index % 4]]]),
      castlist: cast([]),
      updatedBy: "Demo content",
      publishedAt: new Date(),
    });
  }

  await manager.getRepository(Play).save(plays.map((p) => manager.getRepository(Play).create(p)));
}
