// Setting up a performance sold on the site, as the measuring scripts do it: through the GraphQL API, as an admin.

/**
 * A new venue (`venue`: VenueDetailsInput) and a published play with one performance there, sold
 * here: Full £15 and Concession £10, paid at the door, holds of 1 minute, at most 4 an order, with
 * `sales` added (capacity, reserved). Answers the performance's id. `graphql`: graphql-client.mjs's.
 */
export async function putOnSale(graphql, url, admin, { venue: venueInput, slug, title, sales }) {
  const venue = await graphql(url, "mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id } }", { input: venueInput }, admin);
  const created = await graphql(url, "mutation { createPlay { id version } }", {}, admin);
  if (venue.error || created.error) throw new Error(`setting up: ${(venue.error ?? created.error).message}`);
  const input = {
    version: created.data.createPlay.version,
    slug,
    title,
    venueIds: [venue.data.createVenue.id],
    performances: [{
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      venueId: venue.data.createVenue.id,
      sales: { ticketTypes: [{ name: "Full", pricePence: 1500 }, { name: "Concession", pricePence: 1000 }], holdMinutes: 1, maxPerOrder: 4, payment: "door", ...sales },
    }],
  };
  const saved = await graphql(url, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { performances { id } } }", { id: created.data.createPlay.id, input }, admin);
  if (saved.error) throw new Error(`updatePlay: ${saved.error.message}`);
  return saved.data.updatePlay.performances[0].id;
}
