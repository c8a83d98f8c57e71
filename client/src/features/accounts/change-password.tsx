import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { tokenStore } from "../../lib/token-store";
import { ChangePasswordMutation } from "./account.graphql";
import { useFreshProof } from "./confirm-its-you";
import { newPassword, repeated } from "./password-rules";

const schema = yup.object({
  currentPassword: yup.string().required("Please give your current password"),
  newPassword: newPassword("Please choose a new password"),
  again: repeated("newPassword"),
});

const EMPTY = { currentPassword: "", newPassword: "", again: "" };

/**
 * Changes the password, given the current one. Every other session ends; this one carries on with
 * the fresh token the server answers (stored without reloading the account). An account with a
 * second step confirms it's them first (the server asks): the new session counts as proved.
 */
export function ChangePassword() {
  const [change] = useMutation(ChangePasswordMutation);
  const { withProof, proofDialog } = useFreshProof();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <h2>Change your password</h2>
      <Formik
        initialValues={EMPTY}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          setDone(false);
          try {
            const { data } = await withProof(() => change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } }));
            tokenStore.set(data!.changePassword.token!);
            helpers.resetForm();
            setDone(true);
          } catch (error) {
            const fields = fieldErrors(error);
            helpers.setErrors(fields);
            if (Object.keys(fields).length === 0) setFailure(serverMessage(error) ?? "We couldn't change your password. Please try again.");
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form className="narrow-form" noValidate aria-label="Change your password">
            <fieldset disabled={isSubmitting}>
              <FormField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
              <FormField name="newPassword" label="New password" type="password" hint="At least 8 characters" autoComplete="new-password" />
              <FormField name="again" label="New password again" type="password" autoComplete="new-password" />
            </fieldset>
            <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Changing…" : "Change my password"}</button>
          </Form>
        )}
      </Formik>
      {proofDialog}
      {done && <p role="status">Your password has been changed. You have been logged out on every other device.</p>}
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </>
  );
}
