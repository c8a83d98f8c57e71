import { newLinkToken, tokenDigest } from "../../core/link-tokens";
import type { DataSource, EntityManager } from "typeorm";
import type { EditedKind } from "../../core/edited-kind";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { badInput, notFound } from "../../core/errors";
import { isUuid } from "../../core/validation";
import type { BlogEditingService } from "../blogs/blog-editing.service";
import type { PageService } from "../pages/page.service";
import { asAbout } from "../pages/page.types";
import { PageKind } from "../pages/site-page.entity";
import type { PlayEditingService } from "../plays/play-editing.service";
import { editedItem } from "../presence/presence.service";
import { PreviewLink } from "./preview-link.entity";
import { PreviewKind, type Preview } from "./preview.types";

/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Working links one item may have at once. */
export const MAX_LINKS_PER_ITEM = 20;
export const UNKNOWN_PREVIEW = "This preview link is unknown, has expired or was revoked";

/**
 * Revokes every working link to an item (unpublished or deleted: what was shared goes with it).
 * Ids are compared in lowercase: links made before ids were stored so named them as sent.
 */
export async function revokeLinksOf(manager: EntityManager, kind: EditedKind, itemId: string): Promise<void> {
  await manager.query("UPDATE preview_link SET revoked_at = now() WHERE item_kind = $1 AND lower(item_id) = $2 AND revoked_at IS NULL", [kind, itemId.toLowerCase()]);
}

/** Removes every link to an item (deleted for good: nothing of it stays). */
export async function removeLinksOf(manager: EntityManager, kind: EditedKind, itemId: string): Promise<void> {
  await manager.query("DELETE FROM preview_link WHERE item_kind = $1 AND lower(item_id) = $2", [kind, itemId.toLowerCase()]);
}

/**
 * Links that show an item's draft to someone without an account (a director, a reviewer): an
 * unguessable token (256 bits) stored only as its digest, working for 7 days unless revoked.
 */
export class PreviewService {
  constructor(
    private readonly db: DataSource,
    private readonly items: { plays: PlayEditingService; blogs: BlogEditingService; pages: PageService },
    private readonly publicUrl: string,
  ) {}

  /** The item's draft (or its published state), checked to exist; pages are named by kind. */
  private async item(kind: PreviewKind, id: string): Promise<Preview> {
    const item = editedItem(kind, id);
    if (kind === PreviewKind.play) return { kind, play: await this.items.plays.previewOf(item.id) };
    if (kind === PreviewKind.blog) return { kind, blog: await this.items.blogs.previewOf(item.id) };
    return { kind, pageKind: item.id, page: asAbout(await this.items.pages.previewOf(item.id as PageKind)) };
  }

  /** A new link to the item's draft; its address (with the token) is given this once. */
  async create(actor: AuthUser | null, kind: PreviewKind, sentId: string): Promise<{ link: PreviewLink; url: string }> {
    const user = requireRole(actor, EDITORS);
    // Items are named as the editors' presence names them (a play's or blog's id in lowercase, or a
    // page's kind), so that listing, the cap and revoking on unpublish all find every link.
    const { id } = editedItem(kind, sentId);
    await this.item(kind, id);
    const links = this.db.getRepository(PreviewLink);
    // Links long expired are of no use to anyone: they go as new ones are made.
    await links.createQueryBuilder().delete().where("expires_at < now() - interval '30 days'").execute();
    const working = await links.createQueryBuilder("link").where("link.item_kind = :kind AND lower(link.item_id) = :id AND link.revoked_at IS NULL AND link.expires_at > now()", { kind, id }).getCount();
    if (working >= MAX_LINKS_PER_ITEM) throw badInput("id", `this item already has ${MAX_LINKS_PER_ITEM} working preview links: revoke one first`);
    const token = newLinkToken();
    const link = await links.save(links.create({
      itemKind: kind,
      itemId: id,
      tokenHash: tokenDigest(token),
      createdBy: user.name,
      expiresAt: new Date(Date.now() + PREVIEW_LINK_DAYS * DAY_MS),
      revokedAt: null,
    }));
    return { link, url: `${this.publicUrl}/preview/${token}` };
  }

  /** The item's links that still work, newest first. */
  list(actor: AuthUser | null, kind: PreviewKind, sentId: string): Promise<PreviewLink[]> {
    requireRole(actor, EDITORS);
    const { id } = editedItem(kind, sentId);
    return this.db.getRepository(PreviewLink).createQueryBuilder("link")
      .where("link.item_kind = :kind AND lower(link.item_id) = :id AND link.revoked_at IS NULL AND link.expires_at > now()", { kind, id })
      .orderBy("link.created_at", "DESC")
      .getMany();
  }

  /** Stops a link working at once. */
  async revoke(actor: AuthUser | null, linkId: string): Promise<PreviewLink> {
    requireRole(actor, EDITORS);
    const links = this.db.getRepository(PreviewLink);
    const link = isUuid(linkId) ? await links.findOneBy({ id: linkId }) : null;
    if (!link) throw notFound("Preview link");
    if (!link.revokedAt) await links.update({ id: link.id }, { revokedAt: (link.revokedAt = new Date()) });
    return link;
  }

  /** What a working link shows; NOT_FOUND for a link unknown, expired or revoked. */
  async open(token: string): Promise<Preview> {
    const link = typeof token === "string" && token.length <= 100
      ? await this.db.getRepository(PreviewLink).createQueryBuilder("link")
        .where("link.token_hash = :hash AND link.revoked_at IS NULL AND link.expires_at > now()", { hash: tokenDigest(token) })
        .getOne()
      : null;
    if (!link) throw notFound(UNKNOWN_PREVIEW);
    try {
      return await this.item(link.itemKind, link.itemId);
    } catch {
      // The item was deleted since: the link shows nothing.
      throw notFound(UNKNOWN_PREVIEW);
    }
  }

  /** Whether a token opens a preview (for the page's HTML status). */
  async works(token: string): Promise<boolean> {
    return this.open(token).then(() => true, () => false);
  }
}
