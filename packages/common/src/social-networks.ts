/**
 * The networks the Site settings name, in the order visitors see them: the label visitors read and
 * the hosts a link may be on, so that a link said to be the society's Facebook page is one (the
 * first host is the one messages name). The form checks links with it; the server again.
 */
export const SOCIAL_NETWORKS = [
  { name: "facebook", label: "Facebook", hosts: ["www.facebook.com", "facebook.com", "m.facebook.com"] },
  { name: "instagram", label: "Instagram", hosts: ["www.instagram.com", "instagram.com"] },
  { name: "x", label: "X", hosts: ["x.com", "www.x.com", "twitter.com", "www.twitter.com"] },
  { name: "youtube", label: "YouTube", hosts: ["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be"] },
  { name: "tiktok", label: "TikTok", hosts: ["www.tiktok.com", "tiktok.com"] },
] as const;

export type NamedNetwork = (typeof SOCIAL_NETWORKS)[number]["name"];
