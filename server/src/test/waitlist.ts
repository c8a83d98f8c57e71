import type { TestApp } from "./test-app";
import type { TestDatabase } from "./test-database";

// What the waitlist's tests share: joining by GraphQL, the emails queued, the entries' states.

/** Join the waitlist, as the booking page asks. */
export const JOIN = `mutation ($performanceId: ID!, $email: String!, $quantity: Int!) { joinWaitlist(performanceId: $performanceId, email: $email, quantity: $quantity) }`;

type Answer = Awaited<ReturnType<TestApp["graphql"]>>;
export const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;
export const fieldsOf = (answer: Answer) => (answer.body.errors?.[0]?.extensions?.fields as { path: string }[] | undefined)?.map((f) => f.path);

/** What a test needs of a running site: its services, its GraphQL, and the database it shares. */
export function waitlistHelpers(getSite: () => TestApp, getDatabase: () => TestDatabase) {
  const db = () => getDatabase().db;
  /** The latest email queued for an address. */
  const lastEmail = async (to: string) => ((await db().query(`SELECT subject, body FROM message WHERE recipient = $1 ORDER BY created_at DESC, id LIMIT 1`, [to])) as { subject: string; body: string }[])[0];
  const linkIn = (body: string, kind: "confirm" | "leave" | "offer") => new RegExp(kind === "offer" ? "/book/offer/([\\w-]+)" : `/waitlist/${kind}/([\\w-]+)`).exec(body)?.[1];
  const join = (performanceId: string, email: string, quantity: number) => getSite().graphql(JOIN, { performanceId, email, quantity });
  /** Joins and confirms by the emailed link: a place on the list. */
  const joinConfirmed = async (performanceId: string, email: string, quantity: number) => {
    const answer = await join(performanceId, email, quantity);
    expect(answer.body.errors).toBeUndefined();
    expect(await getSite().services.waitlist.confirm(linkIn((await lastEmail(email)).body, "confirm")!)).toBe("ok");
  };
  const statuses = async (performanceId: string) =>
    Object.fromEntries(((await db().query(`SELECT email, status FROM waitlist_entry WHERE performance_id = $1`, [performanceId])) as { email: string; status: string }[]).map((e) => [e.email, e.status]));
  const remaining = async (performanceId: string) => (await getSite().services.holds.availability(performanceId)).remaining;
  return { lastEmail, linkIn, join, joinConfirmed, statuses, remaining };
}
