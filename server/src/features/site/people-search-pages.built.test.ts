/**
 * People's pages and the search page as a reader without JavaScript gets them: the BUILT client's
 * server renderer (client/dist/.ssr) over a test database, fetched as plain HTTP. It needs the
 * build, so it runs with the other *.built.test.ts after `npm run build` (jest.built.config.js).
 */
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Blog } from "../blogs/blog.entity";
import { Person } from "../people/person.entity";
import { PlayStatus } from "../plays/play-status.types";
import { insertPlays, playFixture } from "../plays/play.fixtures";

const CLIENT_DIST = path.join(__dirname, "..", "..", "..", "..", "client", "dist");

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const people = database.db.getRepository(Person);
  const [priya, hidden] = await people.save(people.create([
    { name: "Priya Raman", slug: "priya-raman", bio: "Priya joined the society as a student.", updatedBy: "Fixture" },
    { name: "Quiet Person", slug: "quiet-person", hidden: true, updatedBy: "Fixture" },
  ]));
  await insertPlays(database.db, [
    playFixture({
      slug: "twelfth-night",
      title: "Twelfth Night",
      status: [PlayStatus.current],
      dates: { startdate: "2026-06-10T18:30:00.000Z", displayedText: [] },
      productionteam: { title: "Production team", members: [{ order: 0, role: "Director", name: "Margaret Holloway" }] },
      castlist: { title: "Cast", members: [{ order: 0, charactername: "Viola", realname: "Priya Raman", personId: priya.id }, { order: 1, charactername: "Orsino", realname: "Quiet Person", personId: hidden.id }] },
    }),
    playFixture({
      slug: "the-seagull",
      title: "The Seagull",
      dates: { startdate: "2023-03-01T19:30:00.000Z", displayedText: [] },
      productionteam: { title: "Production team", members: [{ order: 0, role: "Director", name: "Priya Raman", personId: priya.id }] },
      castlist: { title: "Cast", members: [] },
    }),
  ]);
  await database.db.getRepository(Blog).save({ slug: "finding-illyria", title: "Finding Illyria", author: "Ann", body: "<p>Rehearsing Twelfth Night in a seaside hotel.</p>", images: [], publishedAt: new Date("2026-05-01T10:00:00Z") });
  site = await startTestApp(database.db, { clientDist: CLIENT_DIST, readCache: true });
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
});

/** The page's rendered HTML (inside the root element), as a reader without JavaScript gets it. */
async function rendered(url: string): Promise<string> {
  const response = await fetch(`${site.url}${url}`);
  expect([url, response.status]).toEqual([url, 200]);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-render-data">/.exec(html);
  expect(root).not.toBeNull();
  return root![1];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

test("a person's page arrives with their name, bio and credits newest first, each linking to its play", async () => {
  const html = await rendered("/people/priya-raman");
  const words = text(html);
  expect(words).toContain("Priya Raman");
  expect(words).toContain("Priya joined the society as a student.");
  expect(words.indexOf("Viola in Twelfth Night (2026)")).toBeGreaterThan(-1);
  expect(words.indexOf("Director, The Seagull (2023)")).toBeGreaterThan(words.indexOf("Viola in Twelfth Night (2026)"));
  expect(html).toContain('href="/twelfth-night"');
  expect(html).toContain('href="/the-seagull"');
});

test("a play's page links its cast to their pages, but for someone hidden at their request, whose page is a 404", async () => {
  const html = await rendered("/twelfth-night");
  expect(html).toMatch(/<a[^>]*href="\/people\/priya-raman"[^>]*>Priya Raman<\/a>/);
  expect(text(html)).toContain("Quiet Person");
  expect(html).not.toContain("/people/quiet-person");
  const hidden = await fetch(`${site.url}/people/quiet-person`);
  expect(hidden.status).toBe(404);
  expect(await hidden.text()).toContain("Page not found");
});

test("the search page arrives with its results: kind, linked title and the extract with the matching words marked", async () => {
  const html = await rendered("/search?q=Twelfth+Night");
  const words = text(html);
  expect(words).toMatch(/\d+ results? for “Twelfth Night”/);
  expect(html).toMatch(/<a[^>]*href="\/twelfth-night"[^>]*>Twelfth Night<\/a>/);
  expect(html).toMatch(/<a[^>]*href="\/blogs\/finding-illyria"[^>]*>Finding Illyria<\/a>/);
  expect(html).toMatch(/<mark>Twelfth( Night)?<\/mark>/);
  expect(words).toContain("Play");
  expect(words).toContain("Blog");

  const people = await rendered("/search?q=priya");
  expect(people).toMatch(/<a[^>]*href="\/people\/priya-raman"[^>]*>Priya Raman<\/a>/);
  expect(text(people)).toContain("Person");
  expect(await rendered("/search?q=quiet+person")).not.toContain("/people/quiet-person");
});

test("the search page without words is the form alone, whose box holds the words of a search", async () => {
  const html = await rendered("/search");
  expect(html).toContain('action="/search"');
  expect(text(html)).not.toContain("results for");
  expect(await rendered("/search?q=Twelfth+Night")).toMatch(/<input[^>]*name="q"[^>]*value="Twelfth Night"/);
});
