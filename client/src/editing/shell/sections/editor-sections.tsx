import { useFormikContext } from "formik";
import { createContext, useCallback, useContext, useEffect, useId, useState, type MouseEvent, type ReactNode } from "react";
import { FIELD_CONTROLS, fieldControl } from "./field-control";
import { errorsBySection, errorWords, shownErrors, type SectionSpec } from "./section-errors";
import "./editor-sections.css";

interface SectionsContext {
  sections: SectionSpec[];
  folded: string[];
  counts: Record<string, number>;
  toggle(id: string): void;
  /** Opens the section holding a field (a formik path) and moves the focus to it. */
  revealField(path: string): void;
}

const Sections = createContext<SectionsContext | null>(null);

/** Where the folds are kept, per kind of editor: an editor who folds Reviews finds it folded on the next play. */
const foldsKey = (kind: string) => `editor-folded-sections:${kind}`;

function readFolds(kind: string, sections: SectionSpec[]): string[] {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(foldsKey(kind)) ?? "[]");
    return Array.isArray(kept) ? sections.map((s) => s.id).filter((id) => kept.includes(id)) : [];
  } catch {
    return [];
  }
}

function keepFolds(kind: string, folded: string[]): void {
  try {
    if (folded.length > 0) window.localStorage.setItem(foldsKey(kind), JSON.stringify(folded));
    else window.localStorage.removeItem(foldsKey(kind));
  } catch {
    // A browser that keeps nothing (private mode, full): the folds last while the page is open.
  }
}

/** What to bring into view once the sections have opened: a section's heading, or the first of some errors. */
type Request = { section: string; errors?: string[] };

/** The control of the first error of `paths` inside `section`: the field named by its path, else the first field showing an error. */
function firstErrorControl(section: HTMLElement, paths: string[]): HTMLElement | null {
  const named = paths.map((path) => fieldControl(section, path)).find(Boolean);
  if (named) return named;
  const message = section.querySelector(".field-error");
  return message?.closest(".field, fieldset")?.querySelector<HTMLElement>(FIELD_CONTROLS) ?? null;
}

/**
 * A long editor in named sections (issue 33): a list of the sections that stays in view beside the
 * form on wide screens and is a compact menu on phones; each section has an address (`#id`, which
 * opens and shows it when followed) and can be folded (folds are kept per `kind` on this device;
 * everything starts open). The list shows how many errors each section has; a refused save (by the
 * form's rules or the server's field errors) opens the sections holding errors and moves the focus
 * to the first. Render it inside the Formik form, with one `EditorSection` per entry of `sections`.
 */
export function EditorSections({ kind, sections, children }: { kind: string; sections: SectionSpec[]; children: ReactNode }) {
  const { errors, touched, values, isSubmitting } = useFormikContext();
  const [folded, setFolded] = useState(() => readFolds(kind, sections));
  const [menuOpen, setMenuOpen] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  const listId = useId();
  const bySection = errorsBySection(sections, shownErrors(errors, touched, values));
  const counts = Object.fromEntries(Object.entries(bySection).map(([id, paths]) => [id, paths.length]));
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  useEffect(() => keepFolds(kind, folded), [kind, folded]);

  const open = useCallback((ids: string[]) => setFolded((now) => (ids.some((id) => now.includes(id)) ? now.filter((id) => !ids.includes(id)) : now)), []);
  const toggle = useCallback((id: string) => setFolded((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id])), []);
  const reveal = useCallback((id: string) => {
    open([id]);
    setRequest({ section: id });
  }, [open]);
  const revealField = useCallback((path: string) => {
    const id = Object.entries(errorsBySection(sections, [path])).find(([, paths]) => paths.length > 0)?.[0];
    if (!id) return;
    open([id]);
    setRequest({ section: id, errors: [path] });
  }, [sections, open]);

  // An address with a section's id (#performances), on opening the editor or typed afterwards.
  const ids = sections.map((s) => s.id).join(" ");
  useEffect(() => {
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (ids.split(" ").includes(id)) reveal(id);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [ids, reveal]);

  // A save that ends with errors to show was refused for them: open their sections, focus the first.
  // (Worked out while drawing, when the form's submitting ends, as React advises for state following props.)
  const [wasSubmitting, setWasSubmitting] = useState(isSubmitting);
  if (wasSubmitting !== isSubmitting) {
    setWasSubmitting(isSubmitting);
    const holding = isSubmitting ? [] : sections.filter((s) => bySection[s.id].length > 0);
    if (holding.length > 0) {
      setFolded((now) => now.filter((id) => !holding.some((s) => s.id === id)));
      setRequest({ section: holding[0].id, errors: bySection[holding[0].id] });
    }
  }

  // Once the sections asked for are open (drawn without `hidden`), bring the heading or the error into view.
  useEffect(() => {
    if (!request) return;
    const section = document.getElementById(request.section);
    const heading = section?.querySelector<HTMLElement>(".editor-section-toggle");
    if (!section || !heading) return;
    const target = (request.errors && firstErrorControl(section, request.errors)) || heading;
    (target === heading ? section : target).scrollIntoView?.({ block: target === heading ? "start" : "center" });
    target.focus({ preventScroll: true });
  }, [request]);

  const follow = (event: MouseEvent, id: string) => {
    event.preventDefault();
    // The address bar names the section (to copy or reload), without adding a step to Back.
    window.history.replaceState(window.history.state, "", `#${id}`);
    setMenuOpen(false);
    reveal(id);
  };

  return (
    <Sections.Provider value={{ sections, folded, counts, toggle, revealField }}>
      <div className="editor-sections">
        <nav className={`section-nav${menuOpen ? " open" : ""}`} aria-label="Sections">
          <button type="button" className="section-menu-button" aria-expanded={menuOpen} aria-controls={listId} onClick={() => setMenuOpen((now) => !now)}>
            Sections{total > 0 && <ErrorCount count={total} />}
          </button>
          <ul id={listId}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} onClick={(event) => follow(event, s.id)}>
                  {s.title}
                  {counts[s.id] > 0 && <ErrorCount count={counts[s.id]} />}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="editor-sections-body">{children}</div>
      </div>
    </Sections.Provider>
  );
}

/** A count of errors: the number to see, its words to hear ("1 error"). */
function ErrorCount({ count }: { count: number }) {
  return (
    <span className="error-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> {errorWords(count)}</span>
    </span>
  );
}

/**
 * Moves the focus to a field by its formik path, opening its section first when the form is in
 * `EditorSections`; elsewhere (a short form) straight to the field in the page.
 */
export function useRevealField(): (path: string) => void {
  const context = useContext(Sections);
  return useCallback((path: string) => {
    if (context) return context.revealField(path);
    const control = fieldControl(document, path);
    control?.scrollIntoView?.({ block: "center" });
    control?.focus({ preventScroll: true });
  }, [context]);
}

/** One section of an `EditorSections` editor: its heading folds and unfolds it; folded, its fields stay in the form, hidden. */
export function EditorSection({ id, children }: { id: string; children: ReactNode }) {
  const context = useContext(Sections);
  const spec = context?.sections.find((s) => s.id === id);
  if (!context || !spec) throw new Error(`EditorSection ${id} is not one of its EditorSections' sections`);
  const open = !context.folded.includes(id);
  const count = context.counts[id] ?? 0;
  return (
    <section id={id} className="editor-section" aria-labelledby={`${id}-name`}>
      <h2 className="editor-section-heading">
        <button type="button" className="editor-section-toggle" aria-expanded={open} aria-controls={`${id}-fields`} onClick={() => context.toggle(id)}>
          <span id={`${id}-name`}>{spec.title}</span>
          {count > 0 && <ErrorCount count={count} />}
        </button>
      </h2>
      <div id={`${id}-fields`} className="editor-section-fields" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
