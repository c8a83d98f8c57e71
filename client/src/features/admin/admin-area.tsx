import { Route, Routes } from "react-router";
import { useAuth } from "../accounts/auth";
import { RequireEditor } from "../accounts/require-sign-in";
import { StaticPage } from "../site/static-page";
import { Activity } from "./activity";
import { AdminMenu } from "./admin-menu";
import { BlogEditor } from "./blog-editor";
import { BlogsList } from "./blogs-list";
import { DeletedItems } from "./deleted-items";
import { HeroEditor } from "./hero-editor";
import { Inbox } from "./inbox";
import { PageEditor } from "./page-editor";
import { PlayEditor } from "./play-editor";
import { PeopleList, PersonEditor } from "./people-admin";
import { PlaysList } from "./plays-list";
import { SiteSettingsScreen } from "./site-settings";
import { Users } from "./users";
import { VenueEditor, VenuesList } from "./venues-admin";

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
 * The editor's area, loaded only when an admin route is opened: visitors never download it (nor
 * draft-js).
 */
export default function AdminArea() {
  return (
    <RequireEditor>
      <Routes>
        <Route index element={<AdminMenu />} />
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
        <Route path="castmembers" element={<CastMembers />} />
        <Route path="deleted" element={<DeletedItemsScreen />} />
        <Route path="messages" element={<AdminsOnly><Inbox /></AdminsOnly>} />
        <Route path="users" element={<AdminsOnly><Users /></AdminsOnly>} />
        <Route path="activity" element={<AdminsOnly><Activity /></AdminsOnly>} />
        <Route path="settings" element={<AdminsOnly><SiteSettingsScreen /></AdminsOnly>} />
        <Route path="*" element={<StaticPage title="Not found"><p>There is no such admin page.</p></StaticPage>} />
      </Routes>
    </RequireEditor>
  );
}
