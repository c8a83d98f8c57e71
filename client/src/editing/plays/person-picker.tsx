import { useApolloClient, useMutation } from "@apollo/client/react";
import { ErrorMessage, getIn, useField, useFormikContext } from "formik";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { PersonSuggestionsQuery as Suggestions } from "../../gql/graphql";
import { serverMessage } from "../../lib/errors";
import { CreatePersonMutation, PersonSuggestionsQuery } from "../people/people.graphql";
import type { PersonLink } from "./play-form";
import "./person-picker.css";

/** Suggestions are asked for this long after the last key, and from this many characters. */
export const SUGGEST_DELAY = 200;
const MIN_SEARCH = 2;
/** A person's name is at most this long (as the server checks). */
const MAX_NAME = 200;
/** The list shows the best few; a longer name narrows it. */
const MAX_SHOWN = 8;

type Person = Suggestions["people"]["items"][number];
type Option = { kind: "person"; person: Person } | { kind: "create"; name: string };

/** A name as the server's suggestions compare names: case, accents and spacing aside. */
export const foldName = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * A cast or team member's name (an ARIA combobox): as the editor types, the people whose names
 * match are suggested, and a last option creates a person of that name when none has it exactly
 * (so 'Priya Raman' is not made twice). Choosing one links the row (`personId`) and takes their
 * name; typing another name unlinks it, so a wrong link cannot survive a rename. A name left
 * unlinked is plain text, as before people existed.
 */
export function PersonNameField({ row, nameKey, label, errorPath }: {
  /** The member's path in the form ("cast.2"). */
  row: string;
  /** Which of its fields is the name ("realname", "name"). */
  nameKey: string;
  label: string;
  /** Where the server's field errors for this member land ("castlist.members.2"). */
  errorPath: string;
}) {
  const client = useApolloClient();
  const [createPerson] = useMutation(CreatePersonMutation);
  const { values, errors, setFieldValue } = useFormikContext<object>();
  const [field, meta] = useField<string>(`${row}.${nameKey}`);
  const member = (getIn(values, row) ?? {}) as Record<string, unknown> & Partial<PersonLink>;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-people`;
  const optionId = (index: number) => `${id}-person-${index}`;

  /** What the editor typed since the list last closed (null: nothing to suggest for). */
  const [typed, setTyped] = useState<string | null>(null);
  const [results, setResults] = useState<{ search: string; people: Person[]; failed?: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState("");

  const search = (typed ?? "").trim();
  const searching = open && search.length >= MIN_SEARCH && search.length <= MAX_NAME;
  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = setTimeout(() => {
      client
        .query({ query: PersonSuggestionsQuery, variables: { search }, fetchPolicy: "network-only" })
        .then(({ data }) => current && setResults({ search, people: data?.people.items ?? [] }))
        .catch(() => current && setResults({ search, people: [], failed: true }));
    }, SUGGEST_DELAY);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, search, searching]);

  // The answer for the name as it was a key ago stays on screen while the next loads; Create waits
  // for the answer for this very name.
  const fresh = results?.search === search && !results.failed ? results : null;
  const kept = results && (foldName(search).startsWith(foldName(results.search)) || foldName(results.search).startsWith(foldName(search))) ? results : null;
  const exact = fresh?.people.some((person) => foldName(person.name) === foldName(search)) ?? false;
  // Someone of exactly that name first: when they exist, there is no Create to choose instead.
  const people = [...(kept?.people ?? [])].sort((a, b) => Number(foldName(b.name) === foldName(search)) - Number(foldName(a.name) === foldName(search)));
  const options: Option[] = searching
    ? [...people.slice(0, MAX_SHOWN).map((person): Option => ({ kind: "person", person })), ...(fresh && !exact ? [{ kind: "create", name: search } as const] : [])]
    : [];
  const expanded = options.length > 0;
  const current = expanded && active >= 0 && active < options.length ? active : -1;

  const setMember = (patch: Record<string, unknown>) => void setFieldValue(row, { ...member, ...patch });
  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyped(null);
    setResults(null);
  };

  const link = (person: Person) => {
    setMember({ [nameKey]: person.name, personId: person.id, personSlug: person.hidden ? null : person.slug });
    close();
    setSaid(`Linked to ${person.name}`);
    input.current?.focus();
  };

  const choose = async (option: Option) => {
    setProblem(null);
    if (option.kind === "person") {
      link(option.person);
      return;
    }
    setBusy(true);
    try {
      const { data } = await createPerson({ variables: { input: { name: option.name } } });
      if (data) link(data.createPerson);
    } catch (error) {
      setProblem(`${option.name} could not be added: ${serverMessage(error) ?? "the server did not answer; try again"}`);
    } finally {
      setBusy(false);
    }
  };

  const unlink = () => {
    setMember({ personId: null, personSlug: null });
    setSaid("Unlinked: the name stays as plain text");
    input.current?.focus();
  };

  const changed = (text: string) => {
    // Another name is another person (or none): the link goes with the old name.
    const renamed = Boolean(member.personId) && foldName(text) !== foldName(String(member[nameKey] ?? ""));
    setMember(renamed ? { [nameKey]: text, personId: null, personSlug: null } : { [nameKey]: text });
    setTyped(text);
    setOpen(true);
    setActive(-1);
    setProblem(null);
    setSaid(renamed ? "Unlinked: another name" : "");
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          // Suggestions for the name already there (a name typed before people existed, say).
          setTyped(field.value ?? "");
          setOpen(true);
          setActive(-1);
        } else if (expanded) setActive(current < 0 ? 0 : (current + 1) % options.length);
        break;
      case "ArrowUp":
        if (!expanded) break;
        event.preventDefault();
        setActive(current <= 0 ? options.length - 1 : current - 1);
        break;
      case "Enter":
        // Only a chosen option is taken; otherwise Enter submits the form, as in any other field.
        if (current < 0) break;
        event.preventDefault();
        if (!busy) void choose(options[current]);
        break;
      case "Escape":
        if (!open) break;
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case "Tab":
        close();
        break;
    }
  };

  const serverError = getIn(errors, `${errorPath}.personId`) as string | undefined;
  const status = busy
    ? "Adding the person…"
    : searching && results?.search === search && results.failed
      ? "Suggestions could not be loaded"
      : expanded && fresh
        ? `${fresh.people.length === 0 ? "No one of that name yet" : `${Math.min(fresh.people.length, MAX_SHOWN)} ${fresh.people.length === 1 ? "person" : "people"} suggested`}${exact ? "" : `; the last option adds ${search}`}`
        : said;
  const describedBy = [meta.error && meta.touched && `${id}-error`, serverError && `${id}-person-error`, member.personId && `${id}-linked`].filter(Boolean).join(" ");

  return (
    <div className="field person-field">
      <label htmlFor={id}>{label}</label>
      <div className="person-combobox">
        <input
          ref={input}
          id={id}
          name={field.name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-describedby={describedBy || undefined}
          aria-busy={busy || undefined}
          autoComplete="off"
          value={field.value ?? ""}
          onChange={(event) => changed(event.target.value)}
          onKeyDown={keyDown}
          onBlur={(event) => {
            field.onBlur(event);
            close();
          }}
        />
        <ul id={listId} role="listbox" aria-label="Suggested people" className="person-options" hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.kind === "person" ? option.person.id : "create"}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={option.kind === "create" ? "person-option create" : "person-option"}
              // Keeps the focus in the field, so the click lands before the list closes. Hovering marks
              // nothing active: Enter under a pointer resting where the list opened must not choose for the editor.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => !busy && void choose(option)}
            >
              {option.kind === "person" ? (
                <>
                  <span className="person-option-name">{option.person.name}</span>{" "}
                  <span className="person-option-hint">{option.person.hidden ? "(hidden)" : `/people/${option.person.slug}`}</span>
                </>
              ) : (
                `Create person “${option.name}”`
              )}
            </li>
          ))}
        </ul>
      </div>
      <span role="status" className="visually-hidden">{status}</span>
      {member.personId && (
        <p className="person-linked hint" id={`${id}-linked`}>
          {member.personSlug ? (
            <>
              Linked to{" "}
              <a href={`/people/${member.personSlug}`} target="_blank" rel="noopener noreferrer">
                person page<span className="visually-hidden"> of {String(member[nameKey] ?? "")} (opens in a new tab)</span>
              </a>
            </>
          ) : (
            "Linked to a person with no public page (hidden at their request)"
          )}{" "}
          <button type="button" className="secondary-button small" onClick={unlink}>
            Unlink<span className="visually-hidden"> {String(member[nameKey] ?? "")}</span>
          </button>
        </p>
      )}
      <ErrorMessage name={field.name}>{(message) => <p id={`${id}-error`} className="field-error" role="alert">{message}</p>}</ErrorMessage>
      {serverError && <p id={`${id}-person-error`} className="field-error" role="alert">{serverError}</p>}
      {problem && <p className="field-error" role="alert">{problem}</p>}
    </div>
  );
}
