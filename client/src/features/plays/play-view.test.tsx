import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { PlayView, type PlayViewData } from "./play-view";

const play: PlayViewData = {
  id: "p1", slug: "twelfth-night", title: "Twelfth Night", message: "", blurb: "<p>Illyria.</p>", blurbExcerpt: "", buylink: "", status: ["current"],
  mainimage: "", mainimageSizes: [], images: [], videolinks: [], videos: [], reviews: [], performances: [], prices: [], venues: [],
  dates: { startdate: null, displayedText: [] },
  runningTime: null, intervals: null, ageGuidance: "", contentWarnings: [], contentNotes: "",
  productionteam: { title: "Production team", members: [{ order: 0, role: "Director", name: "Margaret Holloway", personSlug: "margaret-holloway" }, { order: 1, role: "Lighting", name: "Jack Pennington", personSlug: null }] },
  castlist: { title: "Cast", members: [{ order: 0, charactername: "Viola", realname: "Priya Raman", personSlug: "priya-raman" }, { order: 1, charactername: "Orsino", realname: "A Hidden Actor", personSlug: null }] },
};

test("cast and team names link to their people's pages; names without one (unlinked, or hidden on request) stay plain text", () => {
  render(<MemoryRouter><PlayView play={play} /></MemoryRouter>);
  const cast = screen.getByRole("region", { name: "Cast" });
  expect(within(cast).getByRole("link", { name: "Priya Raman" })).toHaveAttribute("href", "/people/priya-raman");
  expect(within(cast).getByText("A Hidden Actor").closest("a")).toBeNull();
  const team = screen.getByRole("region", { name: "Production team" });
  expect(within(team).getByRole("link", { name: "Margaret Holloway" })).toHaveAttribute("href", "/people/margaret-holloway");
  expect(within(team).getByRole("cell", { name: "Jack Pennington" }).querySelector("a")).toBeNull();
});
