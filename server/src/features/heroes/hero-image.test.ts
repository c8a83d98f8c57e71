import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { HeroImage } from "./hero-image.entity";

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.getRepository(HeroImage).insert([
    { url: "/images/heros/c/hero0.jpg", caption: "Third", position: 2 },
    { url: "/images/heros/a/hero0.jpg", caption: "First", position: 0 },
    { url: "/images/heros/b/hero0.jpg", caption: "Second", position: 1 },
  ]);
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

test("GET /api/heros lists the carousel in order with _id, url and caption", async () => {
  const response = await fetch(`${site.url}/api/heros`);
  const body = (await response.json()) as any[];
  expect(body.map((h) => h.caption)).toEqual(["First", "Second", "Third"]);
  expect(body[0]).toEqual({ _id: expect.any(String), url: "/images/heros/a/hero0.jpg", caption: "First", position: 0 });
});

test("the heroImages query answers the same order", async () => {
  const { body } = await site.graphql<any>("{ heroImages { id url caption position } }");
  expect(body.data.heroImages.map((h: { caption: string }) => h.caption)).toEqual(["First", "Second", "Third"]);
});
