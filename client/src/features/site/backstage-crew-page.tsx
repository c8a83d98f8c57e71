import { Link } from "react-router";
import { StaticPage } from "./static-page";

/** Backstage crew: the volunteer backstage club. */
export function BackstageCrewPage() {
  return (
    <StaticPage title="Backstage crew">
      <p>
        Every show needs people who never take a bow. Our backstage club meets on Sunday afternoons in the workshop to build
        and paint sets, make props and costumes, and learn lighting, sound and stage management.
      </p>
      <p>
        No experience is needed: we will teach you, and you can try a different job on each production. Many of our members
        started backstage and some never left.
      </p>
      <p>
        <Link to="/contact/backstage-crew">Tell us you'd like to join</Link> and we will invite you to the next session.
      </p>
    </StaticPage>
  );
}
