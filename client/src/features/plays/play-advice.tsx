import type { ContentWarning } from "../../gql/graphql";
import { CONTENT_WARNING_WORDS } from "@theatre/common/performance-words";
import { runningTimeWords } from "./performance-words";

/** Age guidance, running time and content warnings, near the top of a play's page; warnings behind a disclosure. */
export function PlayAdvice({ play }: { play: { ageGuidance?: string | null; runningTime?: number | null; intervals?: number | null; contentWarnings: ContentWarning[]; contentNotes?: string | null } }) {
  const warned = play.contentWarnings.length > 0 || Boolean(play.contentNotes);
  if (!play.ageGuidance && !play.runningTime && !warned) return null;
  return (
    <div className="play-advice">
      {Boolean(play.ageGuidance || play.runningTime) && (
        <dl>
          {Boolean(play.ageGuidance) && (
            <div>
              <dt>Age guidance</dt>
              <dd>{play.ageGuidance}</dd>
            </div>
          )}
          {play.runningTime ? (
            <div>
              <dt>Running time</dt>
              <dd>{runningTimeWords(play.runningTime, play.intervals)}</dd>
            </div>
          ) : null}
        </dl>
      )}
      {warned && (
        <details className="content-warnings">
          <summary>Show content warnings</summary>
          {play.contentWarnings.length > 0 && <ul>{play.contentWarnings.map((warning) => <li key={warning}>{CONTENT_WARNING_WORDS[warning]}</li>)}</ul>}
          {Boolean(play.contentNotes) && <p>{play.contentNotes}</p>}
        </details>
      )}
    </div>
  );
}
