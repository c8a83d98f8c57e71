import type { ContentState } from "../../gql/graphql";
import { formatDayAtTime } from "@theatre/common/london-dates";
import "./drafts/drafts.css";
import "./journal.css";

/** Where an item stands with visitors, in the editors' words (editor headers and the lists' State column). */
export const STATE_LABELS: Record<ContentState, string> = {
  published: "Published",
  changed: "Published, with unpublished changes",
  draft: "Draft: not on the site",
};

/** Nothing without a state: the server answers it to editors only. */
export function StateLabel({ state }: { state: ContentState | null }) {
  if (!state) return null;
  return <span className={`content-state content-state-${state}`}>{STATE_LABELS[state]}</span>;
}

/** A play's or post's state with what is scheduled for it (Publish at / Unpublish at), for the lists. */
export function StateWithSchedule({ state, publishAt, unpublishAt }: { state: ContentState | null; publishAt?: string | null; unpublishAt?: string | null }) {
  return (
    <>
      <StateLabel state={state} />
      {publishAt && <span className="schedule-note">Publishes {formatDayAtTime(publishAt)}</span>}
      {unpublishAt && <span className="schedule-note">Unpublishes {formatDayAtTime(unpublishAt)}</span>}
    </>
  );
}
