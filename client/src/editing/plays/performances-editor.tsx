import { Field, useFormikContext } from "formik";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormField } from "../../components/ui/form-field";
import { formatDate, formatDateTime } from "@theatre/common/london-dates";
import { fromLondonInput } from "@theatre/common/london-wall-clock";
import { MOST_REPEATS, repeatStarts, WEEKDAYS } from "../shell/fields/london-time";
import { ACCESS_FEATURES, blankPerformance, CONTENT_WARNINGS, PERFORMANCE_STATUSES, type PerformanceFormValues, type PlayFormValues, type VenueChoice } from "./play-form";
import { SalesFields } from "./sales-fields";
import { salesForRun } from "./sales-form";
import "./performances.css";

/** The most performances a play holds (as the server allows). */
export const MOST_PERFORMANCES = 200;

/** How a performance row is named: its date and time on London's clock, or its place in the list. */
export function performanceTitle(performance: PerformanceFormValues, index: number): string {
  const when = fromLondonInput(performance.startsAt);
  return when ? formatDateTime(when) : `Performance ${index + 1} (no date yet)`;
}

const startOf = (p: PerformanceFormValues) => {
  const iso = fromLondonInput(p.startsAt);
  return iso ? new Date(iso).getTime() : Infinity;
};

/** Soonest first; rows without a date last, in the order they were. */
export const soonestFirst = (rows: PerformanceFormValues[]) => rows.map((row, i) => ({ row, i })).sort((a, b) => startOf(a.row) - startOf(b.row) || a.i - b.i).map(({ row }) => row);

/**
 * The repeat helper's rows added to the list: one per start at the venue, unless the list already
 * has that performance; the list comes back soonest first. `added` counts the new ones, `skipped`
 * those already there. Given a performance sold on this site (`soldLike`), each new one is sold
 * the same way.
 */
export function addRepeats(rows: PerformanceFormValues[], starts: string[], venueId: string, soldLike?: PerformanceFormValues): { rows: PerformanceFormValues[]; added: number; skipped: number } {
  const have = new Set(rows.map((r) => `${fromLondonInput(r.startsAt)}|${r.venueId}`));
  const fresh = starts.filter((start) => !have.has(`${fromLondonInput(start)}|${venueId}`));
  const made = fresh.map((startsAt) => blankPerformance({ startsAt, venueId, ...(soldLike ? { selling: true, sales: salesForRun(soldLike, startsAt) } : {}) }));
  return { rows: soonestFirst([...rows, ...made]), added: fresh.length, skipped: starts.length - fresh.length };
}

/** Running time, intervals, age guidance and content warnings: what an audience needs to know. */
export function AudienceFields() {
  return (
    <fieldset className="group audience">
      <legend>Audience</legend>
      <div className="audience-numbers">
        <FormField name="runningTime" label="Running time (minutes)" hint="Not counting intervals" inputMode="numeric" autoComplete="off" />
        <FormField name="intervals" label="Intervals" hint="How many; 15 minutes each" inputMode="numeric" autoComplete="off" />
        <FormField name="ageGuidance" label="Age guidance" hint="For example 12+" autoComplete="off" />
      </div>
      <fieldset className="choice-grid">
        <legend>Content warnings</legend>
        {CONTENT_WARNINGS.map((warning) => (
          <label key={warning.value} className="checkbox">
            <Field type="checkbox" name="contentWarnings" value={warning.value} /> {warning.label}
          </label>
        ))}
      </fieldset>
      <FormField name="contentNotes" label="Content notes" hint="More about the content in plain words, such as which difficult themes" as="textarea" rows={3} />
    </fieldset>
  );
}

/** A venue select's options: the venue records, and the row's own venue if it is no longer one of them. */
function VenueOptions({ venues, current }: { venues: VenueChoice[]; current: string }) {
  return (
    <>
      <option value="">Choose a venue</option>
      {venues.map((venue) => (
        <option key={venue.id} value={venue.id}>
          {/* Two venues of one name are told apart by their addresses. */}
          {venues.some((other) => other.id !== venue.id && other.name === venue.name) ? `${venue.name}, ${venue.address}` : venue.name}
        </option>
      ))}
      {current && venues.length > 0 && !venues.some((v) => v.id === current) && <option value={current}>A venue no longer listed: choose another</option>}
    </>
  );
}

/** One performance: when, where, its status (one click), access, how it is booked (sold here, or its link), note; Remove. */
function PerformanceRow({ index, performance, venues, onlinePayment, onRemove }: { index: number; performance: PerformanceFormValues; venues: VenueChoice[]; onlinePayment: boolean; onRemove: () => void }) {
  const prefix = `performances.${index}`;
  const title = performanceTitle(performance, index);
  return (
    <li className={`performance-row performance-${performance.status}`}>
      <fieldset>
        <legend>{title}</legend>
        <div className="performance-where">
          <FormField name={`${prefix}.startsAt`} label="Date and time (London)" type="datetime-local" />
          <FormField name={`${prefix}.venueId`} label="Venue" as="select">
            <VenueOptions venues={venues} current={performance.venueId} />
          </FormField>
        </div>
        <fieldset className="status-choice">
          <legend>Status</legend>
          <div className="status-buttons">
            {PERFORMANCE_STATUSES.map((status) => (
              <label key={status.value} className={`status-button status-${status.value}`}>
                <Field type="radio" name={`${prefix}.status`} value={status.value} />
                <span>{status.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {performance.status === "postponed" && <FormField name={`${prefix}.postponedTo`} label="Postponed to (London)" type="datetime-local" hint="Leave empty while the new date is not known" />}
        <fieldset className="choice-grid">
          <legend>Access</legend>
          {ACCESS_FEATURES.map((feature) => (
            <label key={feature.value} className="checkbox">
              <Field type="checkbox" name={`${prefix}.access`} value={feature.value} /> {feature.label}
            </label>
          ))}
        </fieldset>
        <label className="checkbox sell-here">
          <Field type="checkbox" name={`${prefix}.selling`} /> Sell tickets on this site
        </label>
        {performance.selling && <p className="hint">Few left and Sold out then follow the tickets sold; Cancelled and Postponed are still yours to set.</p>}
        {performance.selling && <SalesFields prefix={prefix} onlinePayment={onlinePayment} planSeats={venues.find((v) => v.id === performance.venueId)?.seats} />}
        <div className="performance-more">
          {!performance.selling && <FormField name={`${prefix}.bookingLink`} label="Booking link" type="url" hint="Empty: the play's buy-ticket link" />}
          <FormField name={`${prefix}.note`} label="Note" hint="Shown with it, such as 'Post-show talk'" />
          <FormField name={`${prefix}.accessNote`} label="Access details" hint="How its access features work, such as 'Rows A to D see the captions best'" />
        </div>
        <button type="button" className="danger remove-performance" onClick={onRemove}>Remove<span className="visually-hidden"> performance {title}</span></button>
      </fieldset>
    </li>
  );
}

/**
 * The play's performances: one row each (date and time on London's clock, venue, status as a row
 * of buttons, access features, selling on this site or booking link, note, new date when postponed,
 * Remove), a blank row to add, and the repeat helper. Changes are saved as the rest of the form
 * is: autosaved as the draft, on the site after Save changes. `onlinePayment`: Online may be
 * offered as a payment (the site is set up with Stripe).
 */
export function PerformancesField({ venues, venuesLoading, onlinePayment = false }: { venues: VenueChoice[]; venuesLoading: boolean; onlinePayment?: boolean }) {
  const { values, setFieldValue } = useFormikContext<PlayFormValues>();
  const rows = values.performances;
  const list = useRef<HTMLOListElement>(null);
  // '+ Add a performance' takes the focus to the new row's first input once it is drawn.
  const focusLast = useRef(false);
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    list.current?.querySelector<HTMLInputElement>(":scope > li:last-child input")?.focus();
  });

  const lastVenue = [...rows].reverse().find((r) => r.venueId)?.venueId ?? (venues.length === 1 ? venues[0].id : "");
  return (
    <fieldset className="group performances-editor">
      <legend>Performances</legend>
      <p className="hint">
        Dates and times are London time. A status button changes a performance at once in the form: Save changes puts it on the site.{" "}
        <a href="/admin-edit-tool/venues" target="_blank" rel="noopener noreferrer">Add or edit venues<span className="visually-hidden"> (opens in a new tab)</span></a>
      </p>
      {venuesLoading && venues.length === 0 && <p className="hint">Loading the venues…</p>}
      {rows.length === 0 ? (
        <p>No performances yet: add them one by one or with Add performances below.</p>
      ) : (
        <ol ref={list} className="performance-rows" aria-label="Performances of this play">
          {rows.map((performance, index) => (
            <PerformanceRow
              key={index}
              index={index}
              performance={performance}
              venues={venues}
              onlinePayment={onlinePayment}
              onRemove={() => void setFieldValue("performances", rows.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className="add-performance"
        disabled={rows.length >= MOST_PERFORMANCES}
        onClick={() => {
          void setFieldValue("performances", [...rows, blankPerformance({ venueId: lastVenue })]);
          focusLast.current = true;
        }}
      >
        + Add a performance
      </button>
      <RepeatHelper venues={venues} defaultVenue={lastVenue} />
    </fieldset>
  );
}

/**
 * Add performances: a performance on each ticked weekday from the first day to the last, at one
 * time and venue ('7.30pm nightly from Tuesday to Saturday'; used again for a matinée). Inside the
 * play's form, so Enter in its inputs adds the performances rather than saving the play.
 */
export function RepeatHelper({ venues, defaultVenue }: { venues: VenueChoice[]; defaultVenue: string }) {
  const { values, setFieldValue } = useFormikContext<PlayFormValues>();
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [time, setTime] = useState("19:30");
  const [weekdays, setWeekdays] = useState<number[]>(WEEKDAYS.map((w) => w.day));
  const [venueId, setVenueId] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const venue = venueId || defaultVenue;
  // The run is sold as a performance already sold here is (the latest one unless chosen), or not sold here.
  const sold = values.performances.map((p, index) => ({ p, index })).filter(({ p }) => p.selling);
  const [soldChoice, setSoldChoice] = useState<string | null>(null);
  const soldLike = soldChoice === "" ? undefined : (sold.find(({ index }) => String(index) === soldChoice) ?? sold.at(-1))?.p;

  const add = () => {
    setDone("");
    const made = repeatStarts({ from, to, time, weekdays });
    if ("error" in made) return setError(made.error);
    if (!venue) return setError("Choose a venue");
    const result = addRepeats(values.performances, made.starts, venue, soldLike);
    if (result.rows.length > MOST_PERFORMANCES) return setError(`A play has at most ${MOST_PERFORMANCES} performances`);
    setError("");
    void setFieldValue("performances", result.rows);
    const first = fromLondonInput(made.starts[0]);
    const last = fromLondonInput(made.starts[made.starts.length - 1]);
    const span = made.starts.length === 1 ? formatDateTime(first) : `${formatDate(first)} to ${formatDate(last)} at ${formatDateTime(first).split(", ").pop()}`;
    const count = (n: number) => `${n} performance${n === 1 ? "" : "s"}`;
    setDone(`Added ${count(result.added)}: ${span}.${result.skipped ? ` ${count(result.skipped)} already listed ${result.skipped === 1 ? "was" : "were"} left as ${result.skipped === 1 ? "it was" : "they were"}.` : ""}`);
  };
  const enterAdds = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.target as HTMLElement).tagName !== "BUTTON") {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="repeat-helper" onKeyDown={enterAdds}>
      <legend>Add performances</legend>
      <p className="hint" id={`${id}-hint`}>
        One performance on each ticked day from the first day to the last, at the time given (London time). Leave the last day empty for one day only; use it again for a matinée. At most {MOST_REPEATS} at a time.
      </p>
      <div className="repeat-fields">
        <div className="field">
          <label htmlFor={`${id}-from`}>First day</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Last day</label>
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-venue`}>Venue</label>
          <select id={`${id}-venue`} value={venue} onChange={(e) => setVenueId(e.target.value)}>
            <VenueOptions venues={venues} current={venue} />
          </select>
        </div>
        {sold.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-tickets`}>Tickets</label>
            <select id={`${id}-tickets`} value={soldLike ? String(sold.find(({ p }) => p === soldLike)?.index) : ""} onChange={(e) => setSoldChoice(e.target.value)}>
              {sold.map(({ p, index }) => <option key={index} value={String(index)}>Sold on this site as {performanceTitle(p, index)}</option>)}
              <option value="">Not sold on this site</option>
            </select>
          </div>
        )}
      </div>
      <fieldset className="weekdays">
        <legend>On these days</legend>
        {WEEKDAYS.map((weekday) => (
          <label key={weekday.day} className="weekday">
            <input
              type="checkbox"
              checked={weekdays.includes(weekday.day)}
              onChange={(e) => setWeekdays((now) => (e.target.checked ? [...now, weekday.day] : now.filter((d) => d !== weekday.day)))}
            />
            <span aria-hidden="true">{weekday.short}</span>
            <span className="visually-hidden">{weekday.name}</span>
          </label>
        ))}
      </fieldset>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      <button type="button" className="primary" aria-describedby={error ? `${id}-error` : undefined} onClick={add}>Add performances</button>
      <p className="repeat-done" role="status">{done}</p>
    </fieldset>
  );
}
