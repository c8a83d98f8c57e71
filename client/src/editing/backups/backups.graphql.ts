import { graphql } from "../../gql";

/** One backup run as the Backups screen lists it. */
export const BackupRunFields = graphql(`
  fragment BackupRunFields on BackupRun {
    id
    kind
    status
    startedAt
    finishedAt
    file
    bytes
    error
    startedBy
    prunedAt
    progress {
      step
      done
      total
    }
  }
`);

/** The admin menu's warning (admins only). */
export const BackupWarningQuery = graphql(`
  query BackupWarning {
    backupStatus {
      warning
    }
  }
`);

export const BackupsQuery = graphql(`
  query Backups {
    backupStatus {
      warning
      lastGoodAt
      backupTime
      nextNightlyAt
      keepDaily
      keepWeekly
      copied
      encrypted
      uploadMaxBytes
      running {
        ...BackupRunFields
      }
    }
    backups(limit: 30) {
      ...BackupRunFields
    }
  }
`);

export const BackupRunQuery = graphql(`
  query BackupRun($id: ID!) {
    backupRun(id: $id) {
      ...BackupRunFields
    }
  }
`);

export const BackUpNowMutation = graphql(`
  mutation BackUpNow {
    backUpNow {
      ...BackupRunFields
    }
  }
`);
