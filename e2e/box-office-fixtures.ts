import type { APIRequestContext } from "@playwright/test";
import { adminToken, graphql } from "./fixtures";

export interface SalesInput {
  capacity: number;
  holdMinutes?: number;
  maxPerOrder?: number;
}

/** A published play with one performance sold on the site (paid at the door), made through the API. */
export async function soldPlay(request: APIRequestContext, title: string, sales: SalesInput): Promise<{ slug: string; performanceId: string }> {
  const token = await adminToken(request);
  const { venues } = await graphql<{ venues: { id: string; slug: string }[] }>(request, token, "{ venues { id slug } }");
  const { createPlay } = await graphql<{ createPlay: { id: string; version: number } }>(request, token, "mutation { createPlay { id version } }");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const performance = {
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    venueId: venues.find((venue) => venue.slug === "adc-theatre")!.id,
    status: "onsale",
    access: [],
    sales: {
      ticketTypes: [
        { name: "Full", pricePence: 1200 },
        { name: "Concession", pricePence: 800, note: "Students and over 65s" },
      ],
      payment: "door",
      ...sales,
    },
  };
  const { updatePlay } = await graphql<{ updatePlay: { slug: string; performances: { id: string }[] } }>(
    request,
    token,
    "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { slug performances { id } } }",
    { id: createPlay.id, input: { title, slug, message: "", version: createPlay.version, performances: [performance] } },
  );
  return { slug: updatePlay.slug, performanceId: updatePlay.performances[0].id };
}

/** Anonymous GraphQL, as a buyer's browser calls it. */
export async function anonymous<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = (await (await request.post("/graphql", { data: { query, variables } })).json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}
