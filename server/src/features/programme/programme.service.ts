import QRCode from "qrcode";
import sharp from "sharp";
import { In, type DataSource } from "typeorm";
import type { AuthUser } from "../../core/auth";
import { EDITORS, requireRole } from "../../core/auth";
import { notFound } from "../../core/errors";
import { isUuid } from "../../core/validation";
import { Person } from "../people/person.entity";
import { CreditKind } from "../people/person.types";
import { Play } from "../plays/play.entity";
import { PlayService } from "../plays/play.service";
import type { CastMember, TeamMember } from "../plays/play.types";
import { Programme, type ProgrammeCredit } from "./programme-page.types";

/** Other productions a programme lists at most. */
export const COMING_UP_MAX = 6;

/** What a programme's QR code is drawn as: SVG for print work, PNG for anything else. */
export type QrFormat = "svg" | "png";

/** A QR code's SVG as a 1024-pixel PNG, its squares kept sharp. */
export const qrPng = (svg: string) => sharp(Buffer.from(svg), { density: 600 }).resize(1024, 1024, { kernel: "nearest" }).png().toBuffer();

/** The programme's address: where its QR code leads. */
export const programmeUrl = (publicUrl: string, slug: string) => `${publicUrl.replace(/\/+$/, "")}/${slug}/programme`;

const byOrder = <M extends { order: number }>(members: M[] = []) => [...members].sort((a, b) => a.order - b.order);

/** A play's digital programme, read by visitors; its QR code, drawn for editors' posters and seat cards. */
export class ProgrammeService {
  private readonly plays: PlayService;

  constructor(
    private readonly db: DataSource,
    private readonly publicUrl: string,
  ) {
    this.plays = new PlayService(db);
  }

  /** A published play's programme (editors also get one not on the site, as with `play`); NOT_FOUND otherwise. */
  async bySlug(slug: string, viewer?: AuthUser | null): Promise<Programme> {
    const play = await this.plays.bySlug(slug, viewer);
    const members = [...play.castlist.members, ...play.productionteam.members];
    const ids = [...new Set(members.flatMap((m) => (isUuid(m.personId) ? [m.personId.toLowerCase()] : [])))];
    // Someone hidden at their request shows as a name only: no photo, no biography from their page.
    const people = ids.length ? await this.db.getRepository(Person).findBy({ id: In(ids), hidden: false }) : [];
    const byId = new Map(people.map((person) => [person.id, person]));
    const credit = (kind: CreditKind, role: string, name: string, member: CastMember | TeamMember): ProgrammeCredit => {
      const person = member.personId ? byId.get(member.personId.toLowerCase()) : undefined;
      return { kind, role, name, personSlug: member.personSlug ?? null, photo: person?.photo ?? "", bio: member.programmeBio || person?.programmeBio || person?.bio || "" };
    };
    const { currentPlays, upcomingPlays } = await this.plays.whatsOn();
    // As What's on lists them: on now, then coming soon.
    const comingUp = [...currentPlays, ...upcomingPlays].filter((other, i, all) => other.id !== play.id && all.findIndex((p) => p.id === other.id) === i).slice(0, COMING_UP_MAX);
    return Object.assign(new Programme(), {
      play,
      url: programmeUrl(this.publicUrl, play.slug),
      cast: byOrder(play.castlist.members).map((m) => credit(CreditKind.cast, m.charactername, m.realname, m)),
      team: byOrder(play.productionteam.members).map((m) => credit(CreditKind.team, m.role, m.name, m)),
      comingUp,
    });
  }

  /**
   * The QR code of a play's programme (editors only: a play not yet published has one too, for
   * posters printed before it opens), with the slug it leads to.
   */
  async qrCode(actor: AuthUser | null, playId: string, format: QrFormat): Promise<{ slug: string; body: string | Buffer }> {
    requireRole(actor, EDITORS);
    const play = isUuid(playId) ? await this.db.getRepository(Play).findOne({ where: { id: playId.toLowerCase() }, select: { id: true, slug: true } }) : null;
    if (!play) throw notFound("Play");
    const url = programmeUrl(this.publicUrl, play.slug);
    // A margin of 4 modules, as the standard asks, so that a printed code scans beside other print.
    const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
    // The PNG is the same drawing rasterised by sharp (native; qrcode's own PNG encoder is pure JavaScript and slow at poster sizes).
    return { slug: play.slug, body: format === "svg" ? svg : await qrPng(svg) };
  }
}
