import { ACCESS_TEXT_MAX, VENUE_ADDRESS, VENUE_NAME } from "@theatre/common/input-limits";
import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { Link, useNavigate, useParams } from "react-router";
import * as yup from "yup";
import { FormField } from "../../components/ui/form-field";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import type { EditableVenueFieldsFragment, VenueDetailsInput, VenueSeatPlanFieldsFragment } from "../../gql/graphql";
import { isNotFound } from "../../lib/errors";
import { StaticPage } from "../../features/site/static-page";
import { useFeedback } from "../shell/feedback";
import { useDeleteForGood } from "../shell/list-actions";
import { oneLine } from "../shell/fields/one-line";
import { toFormikErrors } from "../shell/drafts/save-flow";
import { SeatPlanEditor } from "./seat-plan-editor";
import { seatPlanErrors, toSeatPlanInput, toSeatPlanValues, type SeatPlanValues } from "./seat-plan-values";
import { AdminVenueQuery, AdminVenuesQuery, CreateVenueMutation, DeleteVenueMutation, UpdateVenueMutation } from "./venues.graphql";
import "./venues.css";

const VENUES = "/admin-edit-tool/venues";

/** A venue's access information: the field, its label and a hint, in the order visitors read them. */
export const ACCESS_FIELDS = [
  { name: "stepFree", label: "Step-free access", hint: "The step-free route in, lifts, ramps; or that there is none" },
  { name: "wheelchairSpaces", label: "Wheelchair spaces", hint: "How many, where, and how to book them" },
  { name: "hearingLoop", label: "Hearing loop", hint: "A hearing loop or other assisted listening, and where it covers" },
  { name: "accessibleToilets", label: "Accessible toilets", hint: "Where they are" },
  { name: "parking", label: "Parking", hint: "Including Blue Badge spaces" },
  { name: "publicTransport", label: "Getting here", hint: "By bus, train or bicycle" },
  { name: "accessNotes", label: "More about access", hint: "Anything else: assistance dogs, quiet rooms, large-print programmes…" },
] as const;

type AccessField = (typeof ACCESS_FIELDS)[number]["name"];

type VenueTexts = Required<Pick<VenueDetailsInput, "name" | "slug" | "address" | "maplink" | AccessField>>;

/** The venue editor's values: the venue as editable text, and its seat plan. */
export type VenueFormValues = VenueTexts & { seatPlan: SeatPlanValues };

type EditedVenue = EditableVenueFieldsFragment & Partial<VenueSeatPlanFieldsFragment>;

export function toVenueForm(venue?: EditedVenue | null): VenueFormValues {
  return {
    name: venue?.name ?? "",
    slug: venue?.slug ?? "",
    address: venue?.address ?? "",
    maplink: venue?.maplink ?? "",
    stepFree: venue?.stepFree ?? "",
    wheelchairSpaces: venue?.wheelchairSpaces ?? "",
    hearingLoop: venue?.hearingLoop ?? "",
    accessibleToilets: venue?.accessibleToilets ?? "",
    parking: venue?.parking ?? "",
    publicTransport: venue?.publicTransport ?? "",
    accessNotes: venue?.accessNotes ?? "",
    seatPlan: toSeatPlanValues(venue?.seatPlan),
  };
}

/** The values as the server takes them: trimmed; the seat plan always sent (no sections: no plan). */
export const toVenueInput = ({ seatPlan, ...texts }: VenueFormValues): VenueDetailsInput => ({
  ...(Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.trim()])) as VenueTexts),
  seatPlan: toSeatPlanInput(seatPlan),
});

const accessText = (label: string, max = ACCESS_TEXT_MAX) => yup.string().trim().max(max, `${label} is too long (at most ${max} characters)`);

/** The venue's rules, as the server checks them. */
export const venueSchema = yup.object({
  name: oneLine("The name").required("The name is required").min(VENUE_NAME.min, `The name needs at least ${VENUE_NAME.min} characters`).max(VENUE_NAME.max, "The name is too long"),
  slug: yup.string().trim().test("slug", "Use at least 3 letters, numbers, dashes and underscores", (v) => !v || /^[A-Za-z0-9_-]{3,}$/.test(v)),
  address: yup.string().trim().required("The address is required").min(VENUE_ADDRESS.min, `The address needs at least ${VENUE_ADDRESS.min} characters`).max(VENUE_ADDRESS.max, "The address is too long"),
  maplink: yup.string().trim().matches(/^https?:\/\/\S+\.\S+/, { message: "The map link must be a web address (http:// or https://)", excludeEmptyString: true }),
  ...Object.fromEntries(ACCESS_FIELDS.map((field) => [field.name, accessText(field.label, field.name === "accessNotes" ? 5000 : ACCESS_TEXT_MAX)])),
});

/** Venues (editors): every venue with its address; add one, edit one, delete one nothing uses. */
export function VenuesList() {
  const { data, loading, error, refetch } = useQuery(AdminVenuesQuery, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteVenueMutation);
  const { askDelete, elements } = useDeleteForGood({
    remove: (id) => remove({ variables: { id } }),
    reload: refetch,
    explanation: "The venue and its access information are removed for good. A venue that a play or a performance still uses cannot be deleted: choose another venue there first.",
  });

  const venues = data?.venues;
  return (
    <StaticPage title="Venues">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <p>Each venue is kept once, with its access information, and chosen for each performance in the play editor. Changes show at once on every play and performance there.</p>
      <Link className="button primary" to={`${VENUES}/new`}>+ Add venue</Link>
      {loading && !data && <Loading what="the venues" />}
      {error && <LoadError what="the venues" onRetry={() => void refetch()} />}
      {venues && venues.length === 0 && <p>No venues yet.</p>}
      {venues && venues.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table venue-list">
            <caption className="visually-hidden">Venues</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Address</th><th scope="col">Page</th><th scope="col">Actions</th></tr>
            </thead>
            <tbody>
              {venues.map((venue) => (
                <tr key={venue.id}>
                  <td>{venue.name}</td>
                  <td>{venue.address}</td>
                  <td>{venue.slug && <a href={`/venues/${venue.slug}`} target="_blank" rel="noopener noreferrer">/venues/{venue.slug}<span className="visually-hidden"> (opens in a new tab)</span></a>}</td>
                  <td>
                    <div className="buttons">
                      <Link className="button secondary" to={`${VENUES}/${venue.slug}`}>Edit<span className="visually-hidden"> {venue.name}</span></Link>
                      <button type="button" className="danger" onClick={() => askDelete({ id: venue.id, name: venue.name })}>Delete<span className="visually-hidden"> {venue.name}</span></button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {elements}
    </StaticPage>
  );
}

/** Add a venue (venues/new) or edit one (venues/:slug): its details, access information and seat plan. */
export function VenueEditor() {
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminVenueQuery, { variables: { slug }, fetchPolicy: "cache-and-network", skip: !slug });
  if (!slug) return <VenueForm venue={null} />;
  const venue = data?.venue;
  if (loading && !venue) return <Loading what="the venue" />;
  if (error && !venue && !isNotFound(error)) return <LoadError what="the venue" onRetry={() => void refetch()} />;
  if (!venue) {
    return (
      <StaticPage title="Not found">
        <p>There is no venue at /venues/{slug}. <Link to={VENUES}>Back to the venues</Link></p>
      </StaticPage>
    );
  }
  return <VenueForm key={venue.id} venue={venue} />;
}

function VenueForm({ venue }: { venue: EditedVenue | null }) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateVenueMutation);
  const [update] = useMutation(UpdateVenueMutation);
  const { fail, feedback } = useFeedback();
  const title = venue ? `Edit ${venue.name}` : "Add a venue";
  return (
    <StaticPage title={title}>
      <p><Link to={VENUES}>Back to the venues</Link></p>
      <Formik<VenueFormValues>
        initialValues={toVenueForm(venue)}
        validationSchema={venueSchema}
        validate={(values) => seatPlanErrors(values.seatPlan)}
        onSubmit={async (values, helpers) => {
          try {
            const input = toVenueInput(values);
            const saved = venue ? (await update({ variables: { id: venue.id, input } })).data!.updateVenue : (await create({ variables: { input } })).data!.createVenue;
            void navigate(VENUES, { state: { notice: venue ? `Saved ${saved.name}` : `Added ${saved.name}` } });
          } catch (e) {
            // Field errors in place (name, slug, address, map link…), and the server's words.
            helpers.setErrors(toFormikErrors<VenueFormValues>(e));
            fail(e);
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label="Venue" className="venue-form">
            <fieldset>
              <legend>The venue</legend>
              <FormField name="name" label="Name" autoComplete="off" />
              <FormField name="slug" label="Url" hint={values.slug.trim() ? `The venue's page: /venues/${values.slug.trim()}` : venue ? `Empty: the page stays /venues/${venue.slug}` : "The venue's page on the site; empty: made from the name"} autoComplete="off" />
              <FormField name="address" label="Address" as="textarea" rows={2} />
              <FormField name="maplink" label="Map link" type="url" hint="A link to the venue on a map, such as OpenStreetMap" />
            </fieldset>
            <fieldset>
              <legend>Access</legend>
              <p className="hint">What a visitor needs to know before setting out. Leave a field empty when it is not known.</p>
              {ACCESS_FIELDS.map((field) => <FormField key={field.name} name={field.name} label={field.label} hint={field.hint} as="textarea" rows={field.name === "accessNotes" ? 4 : 2} />)}
            </fieldset>
            <SeatPlanEditor />
            <div className="buttons">
              <button type="submit" className="primary" disabled={isSubmitting}>{isSubmitting ? "Saving…" : venue ? "Save venue" : "Add venue"}</button>
              <Link className="button secondary" to={VENUES}>Cancel</Link>
            </div>
          </Form>
        )}
      </Formik>
      {feedback}
    </StaticPage>
  );
}
