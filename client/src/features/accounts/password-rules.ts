import { PASSWORD_MIN } from "@theatre/common/input-limits";
import * as yup from "yup";

/** A password being chosen, as the server checks it (account.inputs.ts): registration, reset, change. */
export const newPassword = (required = "Please choose a password") => yup.string().required(required).min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`).max(200, "At most 200 characters");

/** The same password typed again, so that a typing slip does not lock its owner out. */
export const repeated = (field: string) => yup.string().required("Please type the new password again").oneOf([yup.ref(field)], "The two passwords are not the same");

/** Where a forgotten password starts, and where its emailed link leads (RESET_PAGE on the server). */
export const FORGOT_PASSWORD_PATH = "/admin-edit-tool/forgot-password";
