import { SOCIAL_NETWORKS, type NamedNetwork } from "@theatre/common/social-networks";
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

registerEnumType(SocialNetwork, {
  name: "SocialNetwork",
  description: "Where a social link points: a named network, or another site",
  valuesConfig: {
    // Each named network's hosts from the shared list, so the description names the hosts the check accepts.
    ...Object.fromEntries(
      SOCIAL_NETWORKS.map(({ name, label, hosts }) => [name, { description: `The society's page on ${label}; its link's host is one of ${hosts.join(", ")}` }]),
    ),
    other: { description: "Another site, under the label the admin gave the link" },
  },
});

/** Each named network: the label visitors read and the hosts its links may be on (shared with the client's form). */
export const NETWORKS: Record<NamedNetwork, { label: string; hosts: readonly string[] }> = Object.fromEntries(
  SOCIAL_NETWORKS.map(({ name, label, hosts }): [string, { label: string; hosts: readonly string[] }] => [name, { label, hosts }]),
) as Record<NamedNetwork, { label: string; hosts: readonly string[] }>;

/** The named networks in the order visitors see them. */
export const NAMED_NETWORKS = SOCIAL_NETWORKS.map((network) => network.name);

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
