import { useId, useState, type FormEvent } from "react";
import { formatDayAtTime } from "@theatre/common/london-dates";
import { fieldErrors } from "../../../lib/errors";
import { failureText } from "../feedback";
import { fromLondonInput, toLondonInput } from "@theatre/common/london-wall-clock";
import "./history.css";

export interface ScheduleTimes {
  publishAt: string | null;
  unpublishAt: string | null;
}

interface ScheduleProps {
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** Plays and blogs can leave the site by themselves; pages cannot. */
  withUnpublish: boolean;
  /** Sends both times (null cancels one); a refusal is thrown. */
  onSchedule: (times: ScheduleTimes) => Promise<unknown>;
}

/** Publish at / Unpublish at: what is scheduled, in words, and the times to change it. */
export function ScheduleBox(props: ScheduleProps) {
  // A new schedule (or a publish that ends one) starts the inputs afresh from it.
  return <ScheduleForm key={`${props.publishAt ?? ""}|${props.unpublishAt ?? ""}`} {...props} />;
}

function ScheduleForm({ publishAt = null, unpublishAt = null, withUnpublish, onSchedule }: ScheduleProps) {
  const id = useId();
  const [inputs, setInputs] = useState({ publishAt: toLondonInput(publishAt), unpublishAt: toLondonInput(unpublishAt) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const send = async (times: ScheduleTimes) => {
    setErrors({});
    setBusy(true);
    try {
      await onSchedule(times);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { other: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ publishAt: fromLondonInput(inputs.publishAt), unpublishAt: withUnpublish ? fromLondonInput(inputs.unpublishAt) : null });
  };
  const field = (name: keyof ScheduleTimes, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="datetime-local"
        value={inputs[name]}
        onChange={(event) => setInputs((now) => ({ ...now, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && <p id={`${id}-${name}-error`} className="field-error" role="alert">{errors[name]}</p>}
    </div>
  );

  return (
    <form className="schedule" aria-label="Schedule" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Schedule</legend>
        <p className="hint">Publish at publishes the saved draft by itself{withUnpublish ? "; Unpublish at takes it off the site and revokes its preview links" : ""}.</p>
        {!publishAt && !unpublishAt && <p className="schedule-now">Nothing is scheduled.</p>}
        {publishAt && (
          <p className="schedule-now">
            Will be published on {formatDayAtTime(publishAt)}{" "}
            <button type="button" className="secondary-button" disabled={busy} onClick={() => void send({ publishAt: null, unpublishAt })}>Cancel<span className="visually-hidden"> Publish at</span></button>
          </p>
        )}
        {unpublishAt && (
          <p className="schedule-now">
            Will be unpublished on {formatDayAtTime(unpublishAt)}{" "}
            <button type="button" className="secondary-button" disabled={busy} onClick={() => void send({ publishAt, unpublishAt: null })}>Cancel<span className="visually-hidden"> Unpublish at</span></button>
          </p>
        )}
        <div className="schedule-fields">
          {field("publishAt", "Publish at")}
          {withUnpublish && field("unpublishAt", "Unpublish at")}
        </div>
        {errors.other && <p className="field-error" role="alert">{errors.other}</p>}
        <button type="submit" className="secondary-button" disabled={busy}>{busy ? "Scheduling…" : "Schedule"}</button>
      </fieldset>
    </form>
  );
}
