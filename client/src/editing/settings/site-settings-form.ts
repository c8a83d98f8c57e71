import { EMAIL_MAX, LINK_LABEL_MAX, SOCIETY_ADDRESS_MAX, SOCIETY_NAME } from "@theatre/common/input-limits";
import { isPageLink, PAGE_LINK_MAX } from "@theatre/common/page-link";
import { SOCIAL_NETWORKS } from "@theatre/common/social-networks";
import { BACKUP_TIME_PATTERN } from "@theatre/common/backup-time";
import * as yup from "yup";
import type { SiteSettingsFieldsFragment, SiteSettingsInput } from "../../gql/graphql";

/*
 * The Site settings form's values and rules, as the server checks them
 * (server/src/features/site/site-settings.inputs.ts).
 */

/** The named networks, in the order visitors see them (shared with the server). */
export const NETWORKS = SOCIAL_NETWORKS;

export type SiteSettingsValues = Required<SiteSettingsInput>;

const URL_MAX = PAGE_LINK_MAX;

export function toSettingsForm(settings: SiteSettingsFieldsFragment): SiteSettingsValues {
  return {
    name: settings.name,
    contactEmail: settings.contactEmail,
    address: settings.address,
    charityNumber: settings.charityNumber,
    facebook: settings.facebook,
    instagram: settings.instagram,
    x: settings.x,
    youtube: settings.youtube,
    tiktok: settings.tiktok,
    otherLabel: settings.otherLabel,
    otherUrl: settings.otherUrl,
    backupTime: settings.backupTime,
    requireTwoStep: settings.requireTwoStep,
  };
}

/** The values as the server takes them: texts trimmed. */
export const toSettingsInput = (values: SiteSettingsValues): SiteSettingsInput =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim() : (value ?? "")])) as SiteSettingsInput;

const networkLink = ({ label, hosts }: (typeof NETWORKS)[number]) =>
  yup
    .string()
    .trim()
    .max(URL_MAX, `The ${label} link is too long (at most ${URL_MAX} characters)`)
    .test("network", `The ${label} link must be an https link to the society's page on ${hosts[0]}`, (value) => !value || isPageLink(value, hosts));

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

export const siteSettingsSchema = yup.object({
  name: yup.string().trim().required("The society's name is required").min(SOCIETY_NAME.min, `The name needs at least ${SOCIETY_NAME.min} characters`).max(SOCIETY_NAME.max, `The name is too long (at most ${SOCIETY_NAME.max} characters)`),
  contactEmail: yup.string().trim().required("The contact email is required").email("The contact email must be a valid email address").max(EMAIL_MAX, "The contact email is too long"),
  address: yup.string().trim().max(SOCIETY_ADDRESS_MAX, `The address is too long (at most ${SOCIETY_ADDRESS_MAX} characters)`),
  charityNumber: yup.string().trim().matches(/^\d{6,8}$/, { message: "A charity number in England and Wales is 6 to 8 digits", excludeEmptyString: true }),
  ...Object.fromEntries(NETWORKS.map((network) => [network.name, networkLink(network)])),
  otherLabel: yup
    .string()
    .trim()
    .max(LINK_LABEL_MAX, `The label is too long (at most ${LINK_LABEL_MAX} characters)`)
    .test("with-url", "Give the other link a label", function (value) {
      return filled(value) || !filled(this.parent.otherUrl);
    }),
  otherUrl: yup
    .string()
    .trim()
    .max(URL_MAX, `The other link is too long (at most ${URL_MAX} characters)`)
    .test("https", "The other link must be an https link", (value) => !value || isPageLink(value))
    .test("with-label", "Give the other link its address", function (value) {
      return filled(value) || !filled(this.parent.otherLabel);
    }),
  backupTime: yup.string().trim().required("The backup time is required").matches(BACKUP_TIME_PATTERN, "The backup time is a time of day as HH:MM, 00:00 to 23:59"),
});
