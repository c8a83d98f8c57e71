import type { ContentState } from "../../gql/graphql";
import "./drafts.css";

/** Where an item stands with visitors, in the editors' words (editor headers and the lists' State column). */
export const STATE_LABELS: Record<ContentState, string> = {
  published: "Published",
  changed: "Published, with unpublished changes",
  draft: "Draft: not on the site",
};

export function StateLabel({ state }: { state: ContentState }) {
  return <span className={`content-state content-state-${state}`}>{STATE_LABELS[state]}</span>;
}
