import { createLogger } from "../core/logger";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../test/test-app";
import { seedDemoContent } from "./demo-content";

jest.setTimeout(60_000);

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const storage = testStorage();
  await seedDemoContent(database.db, storage, createLogger("silent"));
  site = await startTestApp(database.db, { storage });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  return (await (await fetch(`${site.url}${path}`, { headers })).json()) as any;
}

describe("the demo content makes a living site", () => {
  test("a featured play, two current and two upcoming (one open to auditions, one for the home page)", async () => {
    const featured = await get("/api/plays/featured");
    expect(featured.title).toBe("Twelfth Night");
    expect(featured.reviews.length).toBeGreaterThan(0);
    expect(featured.castlist.members.length).toBeGreaterThan(0);
    expect(featured.productionteam.members.length).toBeGreaterThan(0);
    expect(featured.venues[0].maplink).toMatch(/^https:\/\//);
    expect(featured.prices.length).toBeGreaterThan(0);
    expect(featured.videolinks.length).toBeGreaterThan(0);
    expect(featured.images.length).toBeGreaterThan(0);
    const whatsOn = await get("/api/plays/whatson");
    expect(whatsOn.currentPlays).toHaveLength(2);
    expect(whatsOn.upcomingPlays).toHaveLength(2);
    expect(await get("/api/plays/opentoauditions")).toHaveLength(1);
    expect(await get("/api/plays/upcomingonhomepage")).toHaveLength(1);
  });

  test("25 previous productions over three pages, five blogs, three captioned hero images and the page texts", async () => {
    const previous = await get("/api/plays/previousproductions?page=3");
    expect(previous).toMatchObject({ pages: 3, currentPage: 3 });
    expect(previous.plays).toHaveLength(5);
    expect((await get("/api/blogs")).blogs).toHaveLength(5);
    const heroes = await get("/api/heros");
    expect(heroes).toHaveLength(3);
    for (const hero of heroes) expect(hero.caption.length).toBeGreaterThan(3);
    for (const path of ["/api/about", "/api/contactus", "/api/combinations"]) expect((await get(path)).text.length).toBeGreaterThan(50);
  });

  test("the demo plays' casts and teams link people, whose pages list their productions", async () => {
    const featured = await get("/api/plays/featured");
    const linked = featured.castlist.members.find((m: { realname: string }) => m.realname === "Priya Raman");
    expect(linked.personSlug).toBe("priya-raman");
    const priya = await get("/api/people/priya-raman");
    expect(priya.bio.length).toBeGreaterThan(20);
    expect(priya.credits.map((c: { playtitle: string }) => c.playtitle)).toContain("Twelfth Night");
    // Directors of several previous productions: one person, several credits.
    const margaret = await get("/api/people/margaret-holloway");
    expect(margaret.credits.length).toBeGreaterThan(1);
    expect(Number((await database.db.query("SELECT count(*) FROM person WHERE name = 'Margaret Holloway'"))[0].count)).toBe(1);
  });

  test("every image the content names is a real JPEG served from the uploads folder", async () => {
    const featured = await get("/api/plays/featured");
    const blogs = (await get("/api/blogs")).blogs;
    const heroes = await get("/api/heros");
    const urls = [featured.mainimage, ...featured.images.map((i: { photo: string }) => i.photo), blogs[0].mainimage, heroes[0].url];
    for (const url of urls) {
      const response = await fetch(`${site.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await fetch(`${site.url}/images/plays/nothing/mainimage0.jpg`)).status).toBe(404);
  });
});

test("performances show every case, at two venues with full access information", async () => {
  const { currentPlays, upcomingPlays } = await get("/api/plays/whatson");
  const performances = [...currentPlays, ...upcomingPlays].flatMap((p: any) => p.performances);
  const statuses = new Set(performances.map((p: any) => p.status));
  expect([...statuses].sort()).toEqual(["cancelled", "fewleft", "onsale", "postponed", "soldout"]);
  expect(performances.some((p: any) => p.status === "postponed" && p.postponedTo > p.startsAt)).toBe(true);
  // One upcoming performance is sold on the site, paid at the door: a fresh site shows the box office.
  expect(performances.some((p: any) => p.sales?.payment === "door" && p.remaining > 0 && p.status === "onsale")).toBe(true);
  const access = new Set(performances.flatMap((p: any) => p.access));
  for (const feature of ["captioned", "relaxed", "bsl"]) expect(access).toContain(feature);
  const fields = ["stepFree", "wheelchairSpaces", "hearingLoop", "accessibleToilets", "parking", "publicTransport", "accessNotes"];
  const complete = (await get("/api/venues")).filter((v: any) => fields.every((f) => v[f].length > 10)).map((v: any) => v.name);
  expect(complete).toEqual(expect.arrayContaining(["ADC Theatre", "Mumford Theatre"]));
  const featured = await get("/api/plays/featured");
  expect(featured).toMatchObject({ ageGuidance: expect.any(String), runningTime: expect.any(Number), intervals: expect.any(Number) });
  expect(featured.contentWarnings.length).toBeGreaterThan(0);
  // The words the public pages have always shown are still in the dates they derive.
  expect(featured.dates.displayedText.some((l: any) => l.description.startsWith("7.30pm, ADC Theatre"))).toBe(true);
});

test("each seed part runs once, so an edited page is never overwritten on restart", async () => {
  const seededAgain = await seedDemoContent(database.db, site.services.storage, createLogger("silent"));
  expect(seededAgain).toEqual([]);
});
