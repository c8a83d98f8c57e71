import { render, screen, within } from "@testing-library/react";
import { VideoThumbnails, type VideoView } from "./video-thumbnails";

const stored: VideoView = {
  url: "https://www.youtube.com/watch?v=rehearsal01",
  title: "Rehearsal footage",
  site: "YouTube",
  thumbnailStatus: "fetched",
  thumbnail: { url: "/images/videos/v1/fetched1.jpg", width: 480, height: 360, sizes: [{ width: 480, url: "/images/videos/v1/fetched1-480.webp" }] },
};
const failed: VideoView = { url: "https://vimeo.com/402311842", title: null, site: "Vimeo", thumbnailStatus: "failed", thumbnail: null };

test("a stored thumbnail is shown from this site, linking to the video's page with a warning that it opens there", () => {
  const { container } = render(<VideoThumbnails videos={[stored]} title="Hamlet" />);
  const link = screen.getByRole("link", { name: /Rehearsal footage.*Watch on YouTube.*opens YouTube in a new tab/ });
  expect(link).toHaveAttribute("href", stored.url);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const image = container.querySelector("img")!;
  expect(image).toHaveAttribute("src", "/images/videos/v1/fetched1.jpg");
  expect(image).toHaveAttribute("srcset", "/images/videos/v1/fetched1-480.webp 480w");
  expect(image).toHaveAttribute("width", "480");
});

test("without a thumbnail, a placeholder names the video's site; nothing is loaded from anywhere", () => {
  const { container } = render(<VideoThumbnails videos={[failed]} title="Hamlet" />);
  const link = screen.getByRole("link", { name: /Video 1 of Hamlet.*Watch on Vimeo/ });
  expect(within(link).getByText("Vimeo", { selector: ".video-placeholder" })).toBeInTheDocument();
  expect(container.querySelector("img")).toBeNull();
});

test("no image on the section points anywhere but this site", () => {
  const { container } = render(<VideoThumbnails videos={[stored, failed, { ...failed, url: "https://www.example.org/clip", site: "example.org", thumbnailStatus: "unsupported" }]} title="Hamlet" />);
  for (const image of container.querySelectorAll("img")) expect(image.getAttribute("src")).toMatch(/^\/images\//);
  expect(screen.getByText("example.org", { selector: ".video-placeholder" })).toBeInTheDocument();
});

test("no videos, no section", () => {
  const { container } = render(<VideoThumbnails videos={[]} title="Hamlet" />);
  expect(container).toBeEmptyDOMElement();
});
