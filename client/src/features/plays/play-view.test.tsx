import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { PlayView, type PlayViewData } from "./play-view";

const play: PlayViewData = {
  id: "p1", slug: "twelfth-night", title: "Twelfth Night", message: "", blurb: "<p>Illyria.</p>", blurbExcerpt: "", buylink: "", status: ["current"],
  mainimage: "", mainimageDescription: "", mainimageSizes: [], images: [], galleryCover: "", videolinks: [], captionedVideolinks: [], videos: [], reviews: [], performances: [], prices: [], venues: [],
  dates: { startdate: null, displayedText: [] },
  runningTime: null, intervals: null, ageGuidance: "", contentWarnings: [], contentNotes: "", licenceNotice: "", authorBilling: "",
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

test("the Dates box says each date once: a performance's line has no date in brackets; an editor's own line brackets only what its words do not say", () => {
  const dates = {
    startdate: "2027-04-06T18:30:00.000Z",
    displayedText: [
      { title: "Gala night", description: "With a reception after", startdate: "2027-04-07T18:30:00.000Z" },
      { title: "Thursday 8th April 2027", description: "Matinee", startdate: "2027-04-08T13:30:00.000Z" },
      { title: "Friday 9th April 2027", description: "11.30pm, late show", startdate: "2027-04-09T12:30:00.000Z" },
      { title: "Opening night", description: "7.30pm, with a reception", startdate: "2027-04-05T18:30:00.000Z" },
      { title: "Box office", description: "Opens an hour before", startdate: null },
      // The lines the server (and the editor's preview) make from performances.
      { title: "Tuesday 6th April 2027", description: "7.30pm, ADC Theatre", startdate: "2027-04-06T18:30:00.000Z" },
      { title: "Saturday 10th April 2027", description: "2pm, Mumford Theatre, Postponed to Friday 4th June 2027 at 7.30pm", startdate: "2027-04-10T13:00:00.000Z" },
    ],
  };
  render(<MemoryRouter><PlayView play={{ ...play, dates }} /></MemoryRouter>);
  const box = screen.getByRole("heading", { name: "Dates" }).parentElement!;
  expect(within(box).getAllByRole("listitem").map((line) => line.textContent)).toEqual([
    "Gala night With a reception after (Wednesday 7th April 2027, 7.30pm)",
    "Thursday 8th April 2027 Matinee (2.30pm)",
    "Friday 9th April 2027 11.30pm, late show (1.30pm)",
    "Opening night 7.30pm, with a reception (Monday 5th April 2027)",
    "Box office Opens an hour before",
    "Tuesday 6th April 2027 7.30pm, ADC Theatre",
    "Saturday 10th April 2027 2pm, Mumford Theatre, Postponed to Friday 4th June 2027 at 7.30pm",
  ]);
});

test("shows the author's billing and the licence notice exactly as entered, and links to the programme", () => {
  const licenceNotice = "By arrangement with Samuel French Ltd — a Concord Theatricals company & “Friends”.\nwww.concordtheatricals.co.uk";
  render(<MemoryRouter><PlayView play={{ ...play, licenceNotice, authorBilling: "by William Shakespeare" }} /></MemoryRouter>);
  expect(screen.getByText("by William Shakespeare")).toBeInTheDocument();
  expect(screen.getByText((_content, element) => element?.className === "licence-notice" && element.textContent === licenceNotice)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Read the programme" })).toHaveAttribute("href", "/twelfth-night/programme");
});

test("what the accessibility check asks editors for reaches visitors: the main image's description as its alt text, a performance's access note, a video's subtitles", () => {
  const video = { url: "https://www.youtube.com/watch?v=abc", title: "Trailer", site: "YouTube", thumbnailStatus: "failed" as const, thumbnail: null };
  render(
    <MemoryRouter>
      <PlayView play={{
        ...play,
        mainimage: "/images/plays/p1/mainimage0.jpg",
        mainimageDescription: "Viola in a sailor's coat on a grey beach",
        videolinks: [video.url],
        captionedVideolinks: [video.url],
        videos: [video],
        performances: [{ id: "f1", startsAt: "2027-04-06T18:30:00.000Z", endsAt: "2027-04-06T21:00:00.000Z", status: "onsale", access: ["captioned"], accessNote: "Captions on a screen to the left of the stage", bookingLink: null, note: null, postponedTo: null, venue: null, sales: null, remaining: null }],
      }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole("img", { name: "Viola in a sailor's coat on a grey beach" })).toHaveClass("main-image");
  expect(screen.getByText("Captions on a screen to the left of the stage")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Trailer Subtitled Watch on YouTube/ })).toBeInTheDocument();
});
