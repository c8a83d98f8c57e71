import { randomUUID } from "node:crypto";
import type Redis from "ioredis";
import type { DataSource, EntityManager } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { announced } from "../../core/content-changed";
import { assertSlugFree, freeSlug, missingIds, slugRace } from "../../core/editing";
import { AppError, notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { addressKey, RateLimit } from "../../core/rate-limit";
import { wantedSlug } from "../../core/slug";
import { isUuid } from "../../core/validation";
import { Venue } from "./venue.entity";
import { parseVenueDetails } from "./venue.inputs";

/** A venue as a play's form names it (PlayInput.venues): matched to a record, or made one. */
export interface VenueRef {
  id: string;
  name: string;
  address: string;
  maplink: string;
}

/**
 * Names what still holds a venue (plays, their performances, their drafts), so that it is not
 * deleted from under them. The plays feature answers it; venues know nothing of plays.
 */
export type VenueUsers = (manager: EntityManager, venueId: string) => Promise<string[]>;

/** Two venues are the same place when their names and addresses are, whatever the case and spaces. */
const placeOf = (venue: { name: string; address: string }) => `${venue.name.trim().toLowerCase()}\n${venue.address.trim().toLowerCase()}`;

const NO_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Whoever makes venue records (createVenue, and a publish naming a new place) holds this until
 * their transaction ends: a slug chosen from a name, or the check that a place has no record yet,
 * then cannot race another maker's (two would otherwise both take `adc-theatre`).
 */
const lockVenueRecords = (manager: EntityManager) => manager.query("SELECT pg_advisory_xact_lock(hashtext('venue-records'))");

/** A venue a draft names that is no record yet, as the draft shows it. */
export function unsavedVenue(ref: VenueRef): Venue {
  const now = new Date();
  return Object.assign(new Venue(), {
    ...ref, slug: "", seatPlan: null, stepFree: "", wheelchairSpaces: "", hearingLoop: "", accessibleToilets: "", parking: "", publicTransport: "", accessNotes: "", createdAt: now, updatedAt: now,
  });
}

export interface VenueSettings {
  /** Seat plans one client address may read a minute (SEAT_PLANS_PER_MINUTE, 120 unless set). */
  seatPlansPerMinute?: number;
  redis?: Redis;
}

/** Venues: public reads, editors' writes, and the records behind plays' venues and performances. */
export class VenueService {
  /**
   * A seat plan is up to 5,000 seats (hundreds of kilobytes as JSON) for a few bytes of query: each
   * address has a budget of plans a minute, venues' and performances' alike, each plan read counted
   * (a document asking for one under many aliases, or many venues' at once, spends one each).
   */
  private readonly seatPlanReads: RateLimit;

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub,
    private readonly users: VenueUsers,
    settings: VenueSettings = {},
  ) {
    this.seatPlanReads = new RateLimit("Too many seat plans read from your address", settings.seatPlansPerMinute ?? 120, 60, settings.redis);
  }

  /** Counts `plans` seat plans read by `clientAddress` (RATE_LIMITED past its budget). */
  async countSeatPlanReads(clientAddress: string | undefined, plans = 1): Promise<void> {
    if (plans > 0) await this.seatPlanReads.consume(addressKey(clientAddress), plans);
  }

  /** A venue's seat plan read by `clientAddress`, counted when it has one. */
  async seatPlanOf(venue: Venue, clientAddress: string | undefined): Promise<Venue["seatPlan"]> {
    if (venue.seatPlan) await this.countSeatPlanReads(clientAddress);
    return venue.seatPlan;
  }

  /** Every venue, by name. */
  list(): Promise<Venue[]> {
    return this.db.getRepository(Venue).find({ order: { name: "ASC", slug: "ASC" } });
  }

  /** One venue by its slug; null when there is none. */
  async bySlug(slug: string): Promise<Venue | null> {
    const wanted = wantedSlug(slug);
    return wanted ? this.db.getRepository(Venue).findOneBy({ slug: wanted }) : null;
  }

  /** The venues with these ids that exist (anything but a UUID is none). */
  byIds(manager: EntityManager, ids: string[]): Promise<Venue[]> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return wanted.length ? manager.getRepository(Venue).createQueryBuilder("v").where("v.id = ANY(:wanted)", { wanted }).getMany() : Promise.resolve([]);
  }

  /**
   * The ids among these that name no venue. With `lock`, those that do are held (FOR KEY SHARE)
   * until the transaction ends, so a venue cannot be deleted while a save points at it.
   */
  missing(manager: EntityManager, ids: string[], options: { lock?: boolean } = {}): Promise<Set<string>> {
    return missingIds(manager, "venue", ids, options);
  }

  /** Adds a venue; its slug comes from its name unless given. */
  async create(actor: AuthUser | null, raw: unknown): Promise<Venue> {
    requireRole(actor, EDITORS);
    const input = await parseVenueDetails(raw);
    return announced(this.events, this.db.transaction(async (manager) => {
      await lockVenueRecords(manager);
      await assertNewPlace(manager, input);
      if (input.slug) await assertSlugFree(manager, Venue, input.slug, NO_ID, { reserved: false });
      const slug = input.slug || (await freeSlug(manager, "venue", input.name));
      return manager.getRepository(Venue).save(manager.getRepository(Venue).create({ seatPlan: null, ...input, slug }));
    }).catch(slugRace));
  }

  /** Saves a venue's details (its seat plan only when sent); every play and performance there shows them at once. */
  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Venue> {
    requireRole(actor, EDITORS);
    const input = await parseVenueDetails(raw);
    return announced(this.events, this.db.transaction(async (manager) => {
      // A new name re-indexes the plays that name the venue (venue_search_sync, the same plays as
      // here), which locks them. A publish locks its play, then its venues (missing, with `lock`):
      // the plays are locked first here too, in one order, so that the two cannot deadlock.
      if (isUuid(id)) {
        await manager.query(
          `SELECT p.id FROM play p
            WHERE ($1::uuid = ANY (p.venue_ids) OR p.performances @> jsonb_build_array(jsonb_build_object('venueId', $1::text)))
              AND EXISTS (SELECT 1 FROM venue WHERE id = $1::uuid AND name IS DISTINCT FROM $2)
            ORDER BY p.id FOR NO KEY UPDATE`,
          [id.toLowerCase(), input.name],
        );
      }
      const venue = await this.locked(manager, id);
      const slug = input.slug || venue.slug;
      if (slug !== venue.slug) await assertSlugFree(manager, Venue, slug, venue.id, { reserved: false });
      return manager.getRepository(Venue).save(Object.assign(venue, input, { slug }));
    }).catch(slugRace));
  }

  /** Deletes a venue that nothing holds any more; one still in use is refused, naming its users. */
  async remove(actor: AuthUser | null, id: string): Promise<Venue> {
    requireRole(actor, EDITORS);
    return announced(this.events, this.db.transaction(async (manager) => {
      const venue = await this.locked(manager, id);
      const users = await this.users(manager, venue.id);
      if (users.length > 0) {
        throw new AppError("CONFLICT", `${venue.name} is still the venue of ${users.join(", ")}: choose another venue there first`, [
          { path: "id", message: `the venue is still used by ${users.join(", ")}` },
        ]);
      }
      await manager.getRepository(Venue).delete({ id: venue.id });
      return venue;
    }));
  }

  private async locked(manager: EntityManager, id: string): Promise<Venue> {
    const venue = isUuid(id) ? await manager.getRepository(Venue).findOne({ where: { id: id.toLowerCase() }, lock: { mode: "pessimistic_write" } }) : null;
    if (!venue) throw notFound("Venue");
    return venue;
  }
}

/** One record per place: a new venue with the name and address of one that exists is refused, naming `name`. */
async function assertNewPlace(manager: EntityManager, venue: { name: string; address: string }): Promise<void> {
  const [same] = await manager.query(`SELECT slug FROM venue WHERE lower(btrim(name)) || chr(10) || lower(btrim(address)) = $1 LIMIT 1`, [placeOf(venue)]);
  if (same) {
    throw new AppError("CONFLICT", `${venue.name} at ${venue.address} is already a venue (/venues/${same.slug}): edit that one instead`, [
      { path: "name", message: `name is already a venue at this address (/venues/${same.slug}); edit that one instead` },
    ]);
  }
}

/**
 * Points each of a play's venues, as its form names them, at a record: the one with its id if
 * that is the same place, else any with the same name and address. With `create`, a place with
 * no record gets one (keeping the form's id when free); without, it stays as the form has it,
 * under an id no record has. Rewrites the refs' ids; answers the records used.
 */
export async function recordVenues(manager: EntityManager, refs: VenueRef[], { create }: { create: boolean }): Promise<Venue[]> {
  if (refs.length === 0) return [];
  // Two saves naming one new place at once would otherwise both make it.
  if (create) await lockVenueRecords(manager);
  const known = await manager.getRepository(Venue).createQueryBuilder("v")
    .where("v.id = ANY(:ids) OR lower(btrim(v.name)) || chr(10) || lower(btrim(v.address)) = ANY(:places)", { ids: refs.map((r) => r.id).filter(isUuid), places: refs.map(placeOf) })
    .orderBy("v.created_at", "ASC")
    .getMany();
  const used: Venue[] = [];
  for (const ref of refs) {
    const match = known.find((v) => v.id === ref.id && placeOf(v) === placeOf(ref)) ?? known.find((v) => placeOf(v) === placeOf(ref));
    if (match) {
      ref.id = match.id;
      used.push(match);
      continue;
    }
    if (!isUuid(ref.id) || known.some((v) => v.id === ref.id)) ref.id = randomUUID();
    if (!create) continue;
    const venues = manager.getRepository(Venue);
    const made = await venues.save(venues.create({ id: ref.id, slug: await freeSlug(manager, "venue", ref.name), name: ref.name, address: ref.address, maplink: ref.maplink }));
    known.push(made);
    used.push(made);
  }
  return used;
}

// A venue's seat plan as the box office sells it (reserved seating).
export { planSeats, type PlannedSeat, type StoredSeatPlan } from "./seat-plan";
