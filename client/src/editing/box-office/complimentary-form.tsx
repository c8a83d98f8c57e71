import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import * as yup from "yup";
import { FormField } from "../../components/ui/form-field";
import { serverMessage } from "../../lib/errors";
import { toFormikErrors } from "../shell/drafts/save-flow";
import { oneLine } from "../shell/fields/one-line";
import { AddComplimentaryTicketsMutation, BoxOfficeOrdersQuery } from "./box-office.graphql";

interface ComplimentaryValues {
  name: string;
  email: string;
  ticketType: string;
  count: string;
}

/** The rules of complimentary tickets, as the server's (ComplimentaryInput). */
export const complimentarySchema = yup.object({
  name: oneLine("The name").min(2, "The name needs at least 2 characters").max(100, "The name is too long (at most 100 characters)").required("Who are the tickets for?"),
  email: yup.string().trim().email("Give a valid email address, or leave it empty").max(254, "The email address is too long"),
  ticketType: yup.string().required("Choose a ticket type"),
  count: yup.string().trim().required("How many?").matches(/^\d+$/, "Give a whole number from 1 to 20").test("range", "Give a whole number from 1 to 20", (v) => !v || !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= 20)),
});

/**
 * Add complimentary tickets: taken from what is left (never more: the server refuses with how many
 * are left), emailed when an address is given, otherwise printed from the door list.
 */
export function ComplimentaryForm({ performanceId, ticketTypes, onGiven }: { performanceId: string; ticketTypes: string[]; onGiven: (reference: string) => void }) {
  const [give] = useMutation(AddComplimentaryTicketsMutation, { refetchQueries: [BoxOfficeOrdersQuery] });
  const initial: ComplimentaryValues = { name: "", email: "", ticketType: ticketTypes[0] ?? "", count: "1" };
  return (
    <details className="complimentary">
      <summary>Add complimentary tickets</summary>
      <Formik<ComplimentaryValues>
        initialValues={initial}
        validationSchema={complimentarySchema}
        onSubmit={async (values, { setErrors, setStatus, resetForm }) => {
          setStatus(null);
          try {
            const { data } = await give({ variables: { performanceId, input: { name: values.name.trim(), email: values.email.trim() || null, ticketType: values.ticketType, count: Number(values.count) } } });
            resetForm();
            onGiven(data?.addComplimentaryTickets.reference ?? "");
          } catch (error) {
            const fields = toFormikErrors<ComplimentaryValues>(error);
            if (Object.keys(fields).length) setErrors(fields);
            else setStatus(serverMessage(error) ?? "The tickets could not be given.");
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form aria-label="Add complimentary tickets" className="complimentary-form">
            <FormField name="name" label="For (name)" autoComplete="off" />
            <FormField name="email" label="Email (optional)" type="email" hint="The tickets are emailed there; without one, they are on the door list" autoComplete="off" />
            <FormField name="ticketType" label="Ticket type" as="select">
              {ticketTypes.map((t) => <option key={t} value={t}>{t}</option>)}
            </FormField>
            <FormField name="count" label="How many" inputMode="numeric" autoComplete="off" />
            {status && <p className="field-error" role="alert">{status}</p>}
            <button type="submit" className="primary" disabled={isSubmitting}>Add complimentary tickets</button>
          </Form>
        )}
      </Formik>
    </details>
  );
}
