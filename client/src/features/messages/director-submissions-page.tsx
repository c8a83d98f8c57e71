import { StaticPage } from "../site/static-page";
import { Island } from "../../islands/island";
import { MessageForm } from "./message-form";

/** Director submissions: the form for proposing a production. */
export function DirectorSubmissionsPage() {
  return (
    <StaticPage title="Director submissions">
      <p>
        We choose our seasons from proposals by members and friends. Tell us which play you would like to direct, why, and
        when; we will get back to you once the committee has read it.
      </p>
      <Island name="message-form" component={MessageForm} props={{ kind: "director" }} />
    </StaticPage>
  );
}
