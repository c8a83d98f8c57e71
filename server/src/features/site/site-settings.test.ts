import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../core/auth";
import { createLogger } from "../../core/logger";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Message, MessageKind } from "../messages/message.entity";
import { MessageDelivery, type Mail } from "../messages/message-delivery.service";

let database: TestDatabase;
let site: TestApp;
let admin: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Fen Street Players</title></head><body><div id="root"></div></body></html>`;

const SITE = "{ site { name contactEmail address charityNumber socialLinks { network label url } } }";
const UPDATE = "mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { name contactEmail address charityNumber facebook otherLabel otherUrl updatedBy } }";
const SAVED = {
  name: "Fen Street Theatre Company",
  contactEmail: "hello@fenstreet.example",
  address: "The Old School\n12 Fen Street, Cambridge CB1 1AA",
  charityNumber: "1098765",
  facebook: "https://www.facebook.com/fenstreetplayers",
  youtube: "https://www.youtube.com/@fenstreet",
  otherLabel: "Mastodon",
  otherUrl: "https://mastodon.example/@fenstreet",
};

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  database = await createTestDatabase();
  // The read cache on, as on the site: a save must drop what it holds.
  site = await startTestApp(database.db, { clientDist, readCache: true, settings: { messages: { societyEmail: "society@example.org" } } });
  admin = await site.tokenFor(Role.admin);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const asAdmin = () => ({ authorization: `Bearer ${admin}` });
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
const group = async (pathname: string) => jsonLd(await (await fetch(`${site.url}${pathname}`)).text()).find((d) => d["@type"] === "PerformingGroup");

describe("until an admin saves them, the environment's values show", () => {
  test("the site query, GET /api/settings and the settings screen show SITE_NAME and SOCIETY_EMAIL, and no links", async () => {
    const { body } = await site.graphql(SITE);
    expect(body.data?.site).toEqual({ name: "Fen Street Players", contactEmail: "society@example.org", address: null, charityNumber: null, socialLinks: [] });
    expect((await site.rest("GET", "/api/settings")).body).toEqual({ name: "Fen Street Players", contactEmail: "society@example.org", address: null, charityNumber: null, socialLinks: [] });
    const editable = await site.graphql("{ siteSettings { name contactEmail facebook updatedAt } }", undefined, asAdmin());
    expect(editable.body.data?.siteSettings).toEqual({ name: "Fen Street Players", contactEmail: "society@example.org", facebook: "", updatedAt: null });
  });

  test("the society's structured data names no address and no social pages", async () => {
    const organization = await group("/about");
    expect(organization).toMatchObject({ name: "Fen Street Players", email: "society@example.org" });
    expect(organization).not.toHaveProperty("sameAs");
    expect(organization).not.toHaveProperty("address");
  });
});

describe("validation: every wrong field is named, and nothing is stored", () => {
  const wrong = {
    name: "Fe",
    contactEmail: "not-an-email",
    charityNumber: "12AB",
    facebook: "https://www.instagram.com/fenstreet",
    instagram: "http://www.instagram.com/fenstreet",
    x: "https://x.com/",
    tiktok: `https://www.tiktok.com/@${"a".repeat(600)}`,
    otherUrl: "https://example.org/us",
  };

  test("GraphQL answers BAD_USER_INPUT with each field and why", async () => {
    const { body } = await site.graphql(UPDATE, { input: wrong }, asAdmin());
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const fields = Object.fromEntries((body.errors?.[0].extensions?.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    expect(fields).toEqual({
      name: "name must be at least 3 characters",
      contactEmail: "contactEmail must be a valid email address",
      charityNumber: "charityNumber must be 6 to 8 digits (a charity number in England and Wales)",
      facebook: "facebook must be an https link to the society's page on Facebook (www.facebook.com)",
      instagram: "instagram must be an https link to the society's page on Instagram (www.instagram.com)",
      x: "x must be an https link to the society's page on X (x.com)",
      tiktok: "tiktok must be at most 500 characters",
      otherLabel: "otherLabel is required with another link",
    });
  });

  test("REST answers 400 with the same fields; the stored (default) settings are untouched", async () => {
    const { status, body } = await site.rest("PUT", "/api/settings", { ...wrong, name: "" }, admin);
    expect(status).toBe(400);
    expect(body.errors).toEqual(expect.arrayContaining([{ path: "name", message: "name is required" }, { path: "contactEmail", message: "contactEmail must be a valid email address" }]));
    expect((await site.rest("GET", "/api/settings")).body.name).toBe("Fen Street Players");
    expect((await site.graphql("{ siteSettings { updatedAt } }", undefined, asAdmin())).body.data?.siteSettings).toEqual({ updatedAt: null });
  });

  test("a link to the network's home page rather than the society's page is refused, and so is a link that is not https", async () => {
    const { body } = await site.graphql(UPDATE, { input: { ...SAVED, facebook: "https://facebook.com/", otherUrl: "ftp://example.org/x" } }, asAdmin());
    expect(body.errors?.[0].extensions?.fields).toEqual([
      { path: "facebook", message: "facebook must be an https link to the society's page on Facebook (www.facebook.com)" },
      { path: "otherUrl", message: "otherUrl must be an https link" },
    ]);
  });
});

describe("once saved, the stored settings win", () => {
  beforeAll(async () => {
    // Warm the read cache with the defaults first: the save must drop it.
    expect((await site.rest("GET", "/api/settings")).body.name).toBe("Fen Street Players");
    expect((await group("/contact"))?.name).toBe("Fen Street Players");
    const { body } = await site.graphql(UPDATE, { input: SAVED }, asAdmin());
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateSiteSettings).toMatchObject({ name: SAVED.name, facebook: SAVED.facebook, updatedBy: expect.any(String) });
  });

  test("the public site query and GET /api/settings show them, with only the links set, named networks first", async () => {
    const expected = {
      name: SAVED.name,
      contactEmail: SAVED.contactEmail,
      address: SAVED.address,
      charityNumber: SAVED.charityNumber,
      socialLinks: [
        { network: "facebook", label: "Facebook", url: SAVED.facebook },
        { network: "youtube", label: "YouTube", url: SAVED.youtube },
        { network: "other", label: "Mastodon", url: SAVED.otherUrl },
      ],
    };
    expect((await site.graphql(SITE)).body.data?.site).toEqual(expected);
    // Cached before the save: the save dropped it.
    expect((await site.rest("GET", "/api/settings")).body).toEqual(expected);
  });

  test("rendered pages' PerformingGroup carries the name, email, address and sameAs (the links set), and the title the new name", async () => {
    const html = await (await fetch(`${site.url}/contact`)).text();
    expect(html).toContain("<title>Contact us | Fen Street Theatre Company</title>");
    expect(jsonLd(html).find((d) => d["@type"] === "PerformingGroup")).toMatchObject({
      name: SAVED.name,
      email: SAVED.contactEmail,
      address: { "@type": "PostalAddress", streetAddress: "The Old School, 12 Fen Street, Cambridge CB1 1AA", addressCountry: "GB" },
      sameAs: [SAVED.facebook, SAVED.youtube, SAVED.otherUrl],
    });
  });

  test("PUT /api/settings saves too, and a link left empty is no longer shown", async () => {
    const { status, body } = await site.rest("PUT", "/api/settings", { ...SAVED, youtube: "", otherLabel: "", otherUrl: "" }, admin);
    expect(status).toBe(200);
    expect(body.socialLinks).toEqual([{ network: "facebook", label: "Facebook", url: SAVED.facebook }]);
    expect((await group("/about"))?.sameAs).toEqual([SAVED.facebook]);
  });

  test("the site's own emails are sent under the new name, and replies go to the new contact address", async () => {
    const sent: Mail[] = [];
    const mailer = { send: async (mail: Mail) => void sent.push(mail), close: () => undefined };
    const repository = database.db.getRepository(Message);
    await repository.save(repository.create({
      type: MessageKind.stockAlert, senderName: "Fen Street Players shop", senderEmail: "society@example.org", subject: "Back in stock: Mug", body: "It is back.", recipient: "member@example.org", playId: null, playTitle: null,
    }));
    const delivery = new MessageDelivery(database.db, mailer, { from: '"Fen Street Players" <no-reply@fenstreet.example>', siteName: "Fen Street Players", society: () => site.services.siteSettings.current() }, createLogger("silent"));
    expect(await delivery.tick()).toBe(1);
    await delivery.stop();
    expect(sent[0]).toMatchObject({ from: '"Fen Street Theatre Company" <no-reply@fenstreet.example>', replyTo: { name: SAVED.name, address: SAVED.contactEmail } });
    expect(sent[0].text).toMatch(/--\nFen Street Theatre Company$/);
  });
});
