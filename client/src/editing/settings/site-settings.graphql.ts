import { graphql } from "../../gql";

/** The Site settings as the screen edits them (admins only). */
export const SiteSettingsFields = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    name
    contactEmail
    address
    charityNumber
    facebook
    instagram
    x
    youtube
    tiktok
    otherLabel
    otherUrl
    backupTime
    requireTwoStep
    updatedAt
    updatedBy
  }
`);

export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      ...SiteSettingsFields
    }
  }
`);

export const UpdateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);
