import { BIO_MAX, PERSON_NAME } from "@theatre/common/input-limits";
import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Form, Formik } from "formik";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import * as yup from "yup";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Pagination } from "../../components/ui/pagination";
import { Loading } from "../../components/ui/spinner";
import type { EditablePersonFieldsFragment, PersonInput } from "../../gql/graphql";
import { isNotFound } from "../../lib/errors";
import { StaticPage } from "../../features/site/static-page";
import { useFeedback, useNoticeFromEditor } from "../shell/feedback";
import { useDeleteForGood } from "../shell/list-actions";
import { oneLine } from "../shell/fields/one-line";
import { ImageUpload } from "../shell/fields/image-upload";
import { AdminPeopleQuery, AdminPersonQuery, CreatePersonMutation, DeletePersonMutation, UpdatePersonMutation } from "./people.graphql";
import { photoIndex } from "../shell/fields/upload";
import { LastEdited, toFormikErrors } from "../shell/drafts/save-flow";
import "./people.css";

const PEOPLE = "/admin-edit-tool/people";
/** The list follows the search box this long after the last key. */
const SEARCH_DELAY = 300;

/** The person editor's values: the person as editable text. */
export type PersonFormValues = Required<Omit<PersonInput, "version">>;

export const toPersonForm = (person?: EditablePersonFieldsFragment | null): PersonFormValues => ({
  name: person?.name ?? "",
  slug: person?.slug ?? "",
  bio: person?.bio ?? "",
  programmeBio: person?.programmeBio ?? "",
  photo: person?.photo ?? "",
  hidden: person?.hidden ?? false,
});

/** The values as the server takes them: trimmed. */
export const toPersonInput = (values: PersonFormValues, version?: number): PersonInput => ({
  name: values.name.trim(),
  slug: values.slug.trim(),
  bio: values.bio.trim(),
  programmeBio: values.programmeBio.trim(),
  photo: values.photo,
  hidden: values.hidden,
  ...(version === undefined ? {} : { version }),
});

/** A person's rules, as the server checks them. */
export const personSchema = yup.object({
  name: oneLine("The name").required("The name is required").min(PERSON_NAME.min, `The name needs at least ${PERSON_NAME.min} characters`).max(PERSON_NAME.max, `The name is too long (at most ${PERSON_NAME.max} characters)`),
  slug: yup.string().trim().test("slug", "Use at least 3 letters, numbers, dashes and underscores", (v) => !v || /^[A-Za-z0-9_-]{3,}$/.test(v)),
  bio: yup.string().trim().max(BIO_MAX, `The biography is too long (at most ${BIO_MAX} characters)`),
  programmeBio: yup.string().trim().max(BIO_MAX, `The programme biography is too long (at most ${BIO_MAX} characters)`),
});

const listHref = (search: string, page = 1) => {
  const query = new URLSearchParams();
  if (search) query.set("q", search);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${PEOPLE}?${text}` : PEOPLE;
};

/**
 * People (editors): everyone credited, by name or best match first for a search, hidden people
 * included and marked; add one, edit one, delete one no play links.
 */
export function PeopleList() {
  const [params, setParams] = useSearchParams();
  const search = (params.get("q") ?? "").trim();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const [typed, setTyped] = useState(search);
  const searchId = useId();
  const { data, loading, error, refetch } = useQuery(AdminPeopleQuery, { variables: { search, page }, fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeletePersonMutation);
  const { askDelete, elements } = useDeleteForGood({
    remove: (id) => remove({ variables: { id } }),
    reload: refetch,
    explanation: "The person, their page and their photo are removed for good. A person a play still links cannot be deleted: unlink them in those plays first, or hide them instead.",
  });

  // The list follows the box as the editor types (from the first page), and the address keeps the search.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const people = data?.people;
  return (
    <StaticPage title="People">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p>Everyone credited in casts and production teams who has a page of their own (/people/…), listing their parts across productions. In the play editor, choose a person from the suggestions to link a name to them.</p>
      <Link className="button primary" to={`${PEOPLE}/new`}>+ Add person</Link>
      <form
        role="search"
        aria-label="People"
        className="people-search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <div className="field">
          <label htmlFor={searchId}>Search by name</label>
          <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" maxLength={200} />
        </div>
        <button type="submit" className="secondary-button">Search</button>
      </form>
      {loading && !data && <Loading what="the people" />}
      {error && <LoadError what="the people" onRetry={() => void refetch()} />}
      {people && people.items.length === 0 && <p>{search ? `No one matches “${search}”.` : "No people yet."}</p>}
      {people && people.items.length > 0 && (
        <>
          <p className="meta" role="status">{people.total === 1 ? "1 person" : `${people.total} people`}{search ? `, best match first for “${search}”` : ", by name"}</p>
          <div className="table-scroll">
            <table className="admin-table people-list">
              <caption className="visually-hidden">People</caption>
              <thead>
                <tr><th scope="col">Name</th><th scope="col">Page</th><th scope="col">Hidden</th><th scope="col">Actions</th></tr>
              </thead>
              <tbody>
                {people.items.map((person) => (
                  <tr key={person.id}>
                    <td>{person.name}</td>
                    <td>
                      {person.hidden ? (
                        <>/people/{person.slug}</>
                      ) : (
                        <a href={`/people/${person.slug}`} target="_blank" rel="noopener noreferrer">/people/{person.slug}<span className="visually-hidden"> (opens in a new tab)</span></a>
                      )}
                    </td>
                    <td>{person.hidden ? "Hidden at their request" : "No"}</td>
                    <td>
                      <div className="buttons">
                        <Link className="button secondary" to={`${PEOPLE}/${person.id}`}>Edit<span className="visually-hidden"> {person.name}</span></Link>
                        <button type="button" className="danger" onClick={() => askDelete({ id: person.id, name: person.name })}>Delete<span className="visually-hidden"> {person.name}</span></button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {people.pages > 1 && <Pagination page={people.page} pages={people.pages} hrefFor={(n) => listHref(search, n)} label="Pages of people" />}
        </>
      )}
      {elements}
    </StaticPage>
  );
}

/** Add a person (people/new) or edit one (people/:id): name, page address, biography, photo, hidden. */
export function PersonEditor() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminPersonQuery, { variables: { id: id ?? "" }, fetchPolicy: "network-only", skip: !id });
  if (!id) return <PersonForm person={null} />;
  const person = data?.personById;
  if (loading && !person) return <Loading what="the person" />;
  if (error && isNotFound(error)) {
    return (
      <StaticPage title="Not found">
        <p>There is no such person: they may have been deleted. <Link to={PEOPLE}>Back to the people</Link></p>
      </StaticPage>
    );
  }
  if (error || !person) return <LoadError what="the person" onRetry={() => void refetch()} />;
  return <PersonForm key={`${person.id}-${person.version}`} person={person} />;
}

function PersonForm({ person }: { person: EditablePersonFieldsFragment | null }) {
  const navigate = useNavigate();
  const [create] = useMutation(CreatePersonMutation);
  const [update] = useMutation(UpdatePersonMutation);
  const { notify, fail, feedback } = useFeedback();
  useNoticeFromEditor(notify);
  const hiddenHint = useId();
  const title = person ? `Edit ${person.name}` : "Add a person";
  return (
    <StaticPage title={title}>
      <p><Link to={PEOPLE}>Back to the people</Link></p>
      {person && <LastEdited by={person.updatedBy} at={person.updatedAt} />}
      <Formik<PersonFormValues>
        initialValues={toPersonForm(person)}
        validationSchema={personSchema}
        onSubmit={async (values, helpers) => {
          try {
            if (person) {
              const saved = (await update({ variables: { id: person.id, input: toPersonInput(values, person.version) } })).data!.updatePerson;
              void navigate(PEOPLE, { state: { notice: `Saved ${saved.name}` } });
            } else {
              const saved = (await create({ variables: { input: toPersonInput(values) } })).data!.createPerson;
              // A photo is uploaded to a person who exists: the editor carries on there.
              void navigate(`${PEOPLE}/${saved.id}`, { replace: true, state: { notice: `Added ${saved.name}: add a photo if you have one` } });
            }
          } catch (e) {
            // Field errors in place (name, slug…), and the server's words (someone else saved first, say).
            helpers.setErrors(toFormikErrors<PersonFormValues>(e));
            fail(e);
          }
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-label="Person" className="person-form">
            <FormField name="name" label="Name" hint="As credited in casts and teams" autoComplete="off" />
            <FormField
              name="slug"
              label="Url"
              hint={values.slug.trim() ? `Their page: /people/${values.slug.trim()}` : person ? `Empty: the page stays /people/${person.slug}` : "Their page on the site; empty: made from the name"}
              autoComplete="off"
            />
            <FormField name="bio" label="Biography" hint="A few sentences in plain text (at most 2000 characters); may be empty" as="textarea" rows={4} />
            <FormField name="programmeBio" label="Programme biography" hint="A shorter biography printed in programmes; empty prints the biography above. A play's cast or team entry may have its own for that production" as="textarea" rows={3} />
            {person ? (
              <ImageUpload
                owner="people"
                itemId={person.id}
                imageKey="photo"
                // A photo uploaded since the last save is replaced in place; the saved one stays until the save.
                index={values.photo && values.photo !== person.photo ? Math.max(0, photoIndex(values.photo)) : 0}
                label="Photo"
                value={values.photo}
                onChange={(url) => void setFieldValue("photo", url)}
              />
            ) : (
              <p className="hint">Photo: add the person first, then upload their photo here.</p>
            )}
            <div className="field">
              <label className="checkbox">
                <Field type="checkbox" name="hidden" aria-describedby={hiddenHint} /> Hidden at their request
              </label>
              <p className="hint" id={hiddenHint}>
                Their page answers “not found”, their name shows without a link on every play, and site search leaves them out. Their credits stay on the plays as plain names.
              </p>
            </div>
            <div className="buttons">
              <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Saving…" : person ? "Save person" : "Add person"}</button>
              <Link className="button secondary" to={PEOPLE}>Cancel</Link>
            </div>
          </Form>
        )}
      </Formik>
      {feedback}
    </StaticPage>
  );
}
