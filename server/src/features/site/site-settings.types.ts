import { Field, ObjectType, registerEnumType } from "type-graphql";

/** The networks the Site settings screen names, and `other` for one more link with its own label. */
export enum SocialNetwork {
  facebook = "facebook",
  instagram = "instagram",
  x = "x",
  youtube = "youtube",
  tiktok = "tiktok",
  other = "other",
}

registerEnumType(SocialNetwork, { name: "SocialNetwork", description: "Where a social link points: a named network, or another site" });

/**
 * Each named network: the label visitors read and the hosts its links may be on, so that a link
 * said to be the society's Facebook page is one (the first host is the one messages name).
 */
export const NETWORKS: Record<Exclude<SocialNetwork, SocialNetwork.other>, { label: string; hosts: string[] }> = {
  facebook: { label: "Facebook", hosts: ["www.facebook.com", "facebook.com", "m.facebook.com"] },
  instagram: { label: "Instagram", hosts: ["www.instagram.com", "instagram.com"] },
  x: { label: "X", hosts: ["x.com", "www.x.com", "twitter.com", "www.twitter.com"] },
  youtube: { label: "YouTube", hosts: ["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be"] },
  tiktok: { label: "TikTok", hosts: ["www.tiktok.com", "tiktok.com"] },
};

/** The named networks in the order visitors see them. */
export const NAMED_NETWORKS = Object.keys(NETWORKS) as (keyof typeof NETWORKS)[];

@ObjectType({ description: "A link to the society's page on a social network or another site" })
export class SocialLink {
  @Field(() => SocialNetwork, { description: "Which network (or `other`)" })
  network: SocialNetwork;

  @Field({ description: "What the link says: the network's name, or the label the admin gave another link" })
  label: string;

  @Field({ description: "The https address of the society's page" })
  url: string;
}

/** What the site says of the society, as visitors see it: saved settings, else the environment's defaults. */
export interface SocietyFacts {
  name: string;
  contactEmail: string | null;
  address: string | null;
  charityNumber: string | null;
  /** Only the links that are set, in the order visitors see them. */
  socialLinks: SocialLink[];
}
