import { isPageLink } from "./page-link";
import { SOCIAL_NETWORKS } from "./social-networks";

test("each named network takes a page on its own hosts, by https, and nobody else's", () => {
  const facebook = SOCIAL_NETWORKS.find((network) => network.name === "facebook")!;
  expect(isPageLink("https://www.facebook.com/fenstreetplayers", facebook.hosts)).toBe(true);
  expect(isPageLink("https://www.facebook.com/", facebook.hosts)).toBe(false);
  expect(isPageLink("https://evil.example/www.facebook.com/x", facebook.hosts)).toBe(false);
  expect(SOCIAL_NETWORKS.map((network) => network.label)).toEqual(["Facebook", "Instagram", "X", "YouTube", "TikTok"]);
});
