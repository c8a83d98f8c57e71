import { Feed } from "feed";
import { SitemapStream, streamToPromise } from "sitemap";
import { IsNull, Not, type DataSource } from "typeorm";
import { Blog } from "../blogs/blog.entity";
import { SitePage } from "../pages/site-page.entity";
import { Venue } from "../venues/venue.entity";
import { Play } from "../plays/play.entity";
import { describe } from "./page-meta";
import type { SiteFacts } from "./structured-data";

/** Fixed public pages in the sitemap. */
const PAGES = ["/", "/whats-on", "/get-involved", "/previous-productions", "/auditions", "/director-submissions", "/backstage-crew", "/combinations", "/blogs", "/about", "/contact", "/privacy-policy", "/terms", "/products"];

/** `/sitemap.xml`: every public page, with when it last changed where we know. */
export async function sitemapXml(db: DataSource, facts: SiteFacts): Promise<string> {
  const [plays, blogs, pages, venues, people] = await Promise.all([
    // Only what is on the site, dated by its last publish (a draft save changes nothing here).
    db.getRepository(Play).find({ select: { slug: true, title: true, publishedAt: true }, where: { publishedAt: Not(IsNull()) }, order: { slug: "ASC" } }),
    db.getRepository(Blog).find({ select: { slug: true, title: true, publishedAt: true }, where: { publishedAt: Not(IsNull()) }, order: { slug: "ASC" } }),
    db.getRepository(SitePage).find(),
    db.getRepository(Venue).find({ select: { slug: true, updatedAt: true }, order: { slug: "ASC" } }),
    // People with a page (not hidden) that lists something: a credit in a play on the site. Their
    // page changes with their details and with those plays' publishing.
    db.query(
      `SELECT person.slug, GREATEST(person.updated_at, max(p.published_at)) AS lastmod
         FROM person JOIN credit c ON c.person_id = person.id JOIN play p ON p.id = c.play_id
        WHERE NOT person.hidden AND p.published_at IS NOT NULL AND p.deleted_at IS NULL
        GROUP BY person.id ORDER BY person.slug`,
    ) as Promise<{ slug: string; lastmod: Date }[]>,
  ]);
  const changed = (kind: string) => pages.find((p) => p.kind === kind)?.updatedAt;
  const latest = (dates: Date[]) => dates.reduce<Date | undefined>((a, b) => (!a || b > a ? b : a), undefined);
  const stream = new SitemapStream({ hostname: facts.publicUrl });
  for (const path of PAGES) {
    const lastmod = path === "/about" ? changed("about") : path === "/contact" ? changed("contact") : path === "/combinations" ? changed("combinations") : path === "/blogs" ? latest(blogs.map((b) => b.publishedAt!)) : latest(plays.map((p) => p.publishedAt!));
    stream.write({ url: path, ...(lastmod ? { lastmod: lastmod.toISOString() } : {}) });
  }
  for (const play of plays.filter((p) => p.title)) stream.write({ url: `/${play.slug}`, lastmod: play.publishedAt!.toISOString() });
  for (const blog of blogs.filter((b) => b.title)) stream.write({ url: `/blogs/${blog.slug}`, lastmod: blog.publishedAt!.toISOString() });
  for (const venue of venues) stream.write({ url: `/venues/${venue.slug}`, lastmod: venue.updatedAt.toISOString() });
  for (const person of people) stream.write({ url: `/people/${person.slug}`, lastmod: new Date(person.lastmod).toISOString() });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

/** `/robots.txt`: everything public, but not the editors' area or the API. */
export function robotsTxt(facts: SiteFacts): string {
  return ["User-agent: *", "Disallow: /admin-edit-tool", "Disallow: /api", "Disallow: /account", "", `Sitemap: ${facts.publicUrl}/sitemap.xml`, ""].join("\n");
}

/** `/blogs/rss.xml`: an RSS 2.0 feed of the 20 newest blogs. */
export async function blogsRss(db: DataSource, facts: SiteFacts): Promise<string> {
  const blogs = await db
    .getRepository(Blog)
    .createQueryBuilder("blog")
    .where("blog.title <> ''")
    .andWhere("blog.published_at IS NOT NULL")
    .orderBy("COALESCE(blog.display_date, blog.created_at)", "DESC")
    .limit(20)
    .getMany();
  const feed = new Feed({
    title: `${facts.name}: blogs`,
    description: "News and stories from rehearsals, backstage and our productions.",
    id: `${facts.publicUrl}/blogs`,
    link: `${facts.publicUrl}/blogs`,
    language: "en-GB",
    copyright: `© ${new Date().getFullYear()} ${facts.name}`,
    updated: blogs[0] ? blogs[0].order ?? blogs[0].createdAt : new Date(0),
    feedLinks: { rss: `${facts.publicUrl}/blogs/rss.xml` },
  });
  for (const blog of blogs) {
    const link = `${facts.publicUrl}/blogs/${blog.slug}`;
    feed.addItem({
      title: blog.title,
      id: link,
      link,
      description: describe(blog.body, 300),
      content: blog.body,
      author: [{ name: blog.author }],
      date: blog.order ?? blog.createdAt,
      ...(blog.mainimage ? { image: `${facts.publicUrl}${blog.mainimage}` } : {}),
    });
  }
  return feed.rss2();
}
