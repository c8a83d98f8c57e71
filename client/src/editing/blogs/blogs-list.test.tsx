import type { MockLink } from "@apollo/client/testing";
import { renderList, stateOf } from "../shell/lists.testing";
import { BlogsList } from "./blogs-list";
import { AdminBlogsQuery } from "./blogs.graphql";

const blogs: MockLink.MockedResponse = {
  request: { query: AdminBlogsQuery },
  result: {
    data: {
      blogs: {
        __typename: "BlogPage",
        items: [
          { __typename: "Blog", id: "b1", slug: "first", title: "First night", order: null, createdAt: "2026-11-01T10:00:00.000Z", state: "draft", publishAt: null, unpublishAt: null },
          { __typename: "Blog", id: "b2", slug: "second", title: "Rehearsals", order: null, createdAt: "2026-10-01T10:00:00.000Z", state: "published", publishAt: null, unpublishAt: "2026-07-01T11:00:00.000Z" },
        ],
      },
    },
  },
};

test("the blogs list shows each post's state, and its schedule, in a column", async () => {
  renderList(<BlogsList />, [blogs]);
  expect(await stateOf("First night")).toBe("Draft: not on the site");
  // 11:00 UTC is noon in London in summer.
  expect(await stateOf("Rehearsals")).toBe("PublishedUnpublishes Wednesday 1 July 2026 at 12pm");
});
