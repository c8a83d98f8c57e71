import { USERNAME_MAX } from "@theatre/common/input-limits";
import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { StaticPage } from "../site/static-page";
import { RegisterMutation } from "./account.graphql";
import { newPassword } from "./password-rules";

const schema = yup.object({
  name: yup.string().trim().required("Please choose a username").matches(/^\p{L}+$/u, "Use letters only").max(USERNAME_MAX, `At most ${USERNAME_MAX} letters`),
  email: yup.string().trim().required("Please give your email address").email("Please give a valid email address"),
  password: newPassword(),
});

/** Register (as a member); success says so, then leads to the login page. */
export function RegisterPage() {
  const [register] = useMutation(RegisterMutation);
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; errors: string[] } | null>(null);
  return (
    <StaticPage title="Register">
      <Formik
        initialValues={{ name: "", email: "", password: "" }}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            await register({ variables: { input: { name: values.name.trim(), email: values.email.trim(), password: values.password } } });
            setOutcome({ ok: true });
          } catch (error) {
            const fields = fieldErrors(error);
            helpers.setErrors(fields);
            const messages = Object.values(fields);
            setOutcome({ ok: false, errors: messages.length > 0 ? messages : [serverMessage(error) ?? "We couldn't register you. Please try again."] });
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form className="narrow-form" noValidate aria-label="Register">
            <fieldset disabled={isSubmitting}>
              <FormField name="name" label="Username" hint="Letters only" autoComplete="username" />
              <FormField name="email" label="Email" type="email" autoComplete="email" />
              <FormField name="password" label="Password" type="password" hint="At least 8 characters" autoComplete="new-password" />
            </fieldset>
            <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Registering…" : "Register"}</button>
          </Form>
        )}
      </Formik>
      <p>Already registered? <Link to="/admin-edit-tool/login">Log in</Link></p>
      {outcome?.ok === true && (
        <Dialog title="Welcome - You've registered" closeLabel="Log in" onClose={() => void navigate("/admin-edit-tool/login")}>
          <p>Now you'll need to login</p>
        </Dialog>
      )}
      {outcome?.ok === false && (
        <Dialog title="Oh oo!" onClose={() => setOutcome(null)}>
          <ul>{outcome.errors.map((e) => <li key={e}>{e}</li>)}</ul>
        </Dialog>
      )}
    </StaticPage>
  );
}
