import { Route, Routes, useParams } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { useAuth } from "../features/accounts/auth";
import { RequireEditor } from "../features/accounts/require-sign-in";
import { StaticPage } from "../features/site/static-page";
import { Activity } from "./shell/activity";
import { AdminMenu } from "./shell/admin-menu";
import { BlogEditor } from "./blogs/blog-editor";
import { BoxOfficeList } from "./box-office/box-office-list";
import { performanceDeskPath } from "./box-office/box-office-paths";
import { RequireDoorAccount } from "./box-office/door/door-account";
import { DoorList } from "./box-office/door-list";
import { PerformanceDesk } from "./box-office/performance-desk";
import { BlogsList } from "./blogs/blogs-list";
import { DeletedItems } from "./shell/deleted-items";
import { HeroEditor } from "./heroes/hero-editor";
import { Inbox } from "./inbox/inbox";
import { PageEditor } from "./pages/page-editor";
import { PlayEditor } from "./plays/play-editor";
import { PeopleList, PersonEditor } from "./people/people-admin";
import { PlaysList } from "./plays/plays-list";
import { SiteSettingsScreen } from "./settings/site-settings";
import { Backups } from "./backups/backups";
import { BackupWarning } from "./backups/backup-warning";
import { Users } from "./accounts/users";
import { ApiTokens } from "./accounts/api-tokens";
import { VenueEditor, VenuesList } from "./venues/venues-admin";

function AdminsOnly({ children }: { children: React.ReactNode }) {
  const { profile } = useAuth();
  return profile?.role === "admin" ? children : <StaticPage title="Not allowed"><p>Only admins can see this page.</p></StaticPage>;
}

/** Deleted items; admins may also delete one for good. */
function DeletedItemsScreen() {
  return <DeletedItems canDeleteForGood={useAuth().profile?.role === "admin"} />;
}

function CastMembers() {
  return (
    <StaticPage title="Cast members">
      <p>Not built yet: a list of the society's cast members is planned. Cast lists are edited on each play for now.</p>
    </StaticPage>
  );
}

/**
 * The door list, the one page here a door volunteer opens (the server keeps them to today's and
 * tomorrow's): with the door app's check, and a way back to the door app rather than into the
 * editing tool. Editors keep the editing tool's check.
 */
function DoorListScreen() {
  const { performanceId = "" } = useParams();
  if (useAuth().profile?.role === "door") {
    return <RequireDoorAccount><DoorList back={{ to: `${DOOR_APP_PATH}/${performanceId}`, label: "Back to the door" }} /></RequireDoorAccount>;
  }
  return <RequireEditor><DoorList back={{ to: performanceDeskPath(performanceId), label: "Back to the performance" }} /></RequireEditor>;
}

/**
 * The editor's area, loaded only when an admin route is opened: visitors never download it (nor
 * draft-js).
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route path="box-office/:performanceId/door-list" element={<DoorListScreen />} />
      <Route path="*" element={<RequireEditor><EditorRoutes /></RequireEditor>} />
    </Routes>
  );
}

/** Every other page: editors' and admins' only. */
function EditorRoutes() {
  return (
    <Routes>
      <Route index element={<AdminMenu adminNotice={<BackupWarning />} />} />
      <Route path="plays" element={<PlaysList />} />
      <Route path="plays/:slug" element={<PlayEditor />} />
      <Route path="venues" element={<VenuesList />} />
      <Route path="venues/new" element={<VenueEditor key="new" />} />
      <Route path="venues/:slug" element={<VenueEditor />} />
      <Route path="people" element={<PeopleList />} />
      <Route path="people/new" element={<PersonEditor key="new" />} />
      <Route path="people/:id" element={<PersonEditor />} />
      <Route path="blogs" element={<BlogsList />} />
      <Route path="blogs/:slug" element={<BlogEditor />} />
      <Route path="about" element={<PageEditor key="about" kind="about" />} />
      <Route path="contact" element={<PageEditor key="contact" kind="contact" />} />
      <Route path="combinations" element={<PageEditor key="combinations" kind="combinations" />} />
      <Route path="heroimages" element={<HeroEditor />} />
      <Route path="box-office" element={<BoxOfficeList />} />
      <Route path="box-office/:performanceId" element={<PerformanceDesk />} />
      <Route path="castmembers" element={<CastMembers />} />
      <Route path="deleted" element={<DeletedItemsScreen />} />
      <Route path="messages" element={<AdminsOnly><Inbox /></AdminsOnly>} />
      <Route path="users" element={<AdminsOnly><Users /></AdminsOnly>} />
      <Route path="api-tokens" element={<AdminsOnly><ApiTokens /></AdminsOnly>} />
      <Route path="activity" element={<AdminsOnly><Activity /></AdminsOnly>} />
      <Route path="settings" element={<AdminsOnly><SiteSettingsScreen /></AdminsOnly>} />
      <Route path="backups" element={<AdminsOnly><Backups /></AdminsOnly>} />
      <Route path="*" element={<StaticPage title="Not found"><p>There is no such admin page.</p></StaticPage>} />
    </Routes>
  );
}
