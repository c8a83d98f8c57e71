import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { BackupWarningQuery } from "./backups.graphql";

/** The admin menu's red warning: the last backup failed, or none good for 48 hours (admins only). */
export function BackupWarning() {
  const { data } = useQuery(BackupWarningQuery, { fetchPolicy: "cache-and-network" });
  const warning = data?.backupStatus.warning;
  if (!warning) return null;
  return (
    <div className="backup-warning" role="alert">
      <p><strong>Backups need attention.</strong> {warning}.</p>
      <p><Link to="/admin-edit-tool/backups">Open Backups</Link></p>
    </div>
  );
}
