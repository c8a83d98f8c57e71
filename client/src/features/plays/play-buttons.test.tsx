import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { PlayButtons } from "./play-buttons";

const play = { slug: "hamlet", title: "Hamlet", buylink: "", status: [] as string[] };
const renderButtons = (changes: Partial<typeof play>) =>
  render(<MemoryRouter><PlayButtons play={{ ...play, ...changes }} /></MemoryRouter>);

test("Buy tickets appears only with a buy link, and opens it in a new tab", () => {
  renderButtons({});
  expect(screen.queryByRole("link", { name: /Buy tickets/ })).not.toBeInTheDocument();
  renderButtons({ buylink: "https://tickets.example.org/hamlet" });
  const buy = screen.getByRole("link", { name: /Buy tickets/ });
  expect(buy).toHaveAttribute("href", "https://tickets.example.org/hamlet");
  expect(buy).toHaveAttribute("target", "_blank");
});

test("Apply to audition appears only with the audition status, and goes to the form", () => {
  renderButtons({ status: ["current"] });
  expect(screen.queryByRole("link", { name: /Apply to audition/ })).not.toBeInTheDocument();
  renderButtons({ status: ["upcoming", "audition"] });
  expect(screen.getByRole("link", { name: /Apply to audition/ })).toHaveAttribute("href", "/hamlet#audition");
});

test("Read more always leads to the play", () => {
  renderButtons({});
  expect(screen.getByRole("link", { name: /Read more/ })).toHaveAttribute("href", "/hamlet");
});
