import { Expose } from "class-transformer";
import { IsJSON, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { OneLine, rules, Trim } from "../../../core/validation";
import { RECOVERY_CODE } from "./recovery-codes";

// As in account.inputs.ts: class-validator checks from the last decorator up, so "required" comes last.

/** A 6-digit code from an authenticator app, or (where the second step is asked for) a recovery code. */
const SIX_DIGITS = /^\d{6}$/;

/** What browsers answer navigator.credentials: JSON text, at most this long. */
const BrowserResponse = (field: string) =>
  rules(Expose(), IsJSON({ message: `${field} must be the browser's answer as JSON text` }), MaxLength(16_000, { message: `${field} must be at most 16000 characters` }), IsString(), IsNotEmpty({ message: `${field} is required` }));

@InputType({ description: "The second step of a password login" })
export class SecondStepInput {
  @Field({ description: "The ticket the password login answered (it lasts 5 minutes)" })
  @Expose() @MaxLength(200) @IsString() @IsNotEmpty({ message: "ticket is required" })
  ticket: string;

  @Field({ description: "The 6-digit code the authenticator app shows, or one of the recovery codes (xxxxx-xxxxx)" })
  @Expose() @Trim()
  @Matches(new RegExp(`${SIX_DIGITS.source}|${RECOVERY_CODE.source}`, "i"), { message: "code must be the 6-digit code from your authenticator app or a recovery code (xxxxx-xxxxx)" })
  @IsString() @IsNotEmpty({ message: "code is required" })
  code: string;
}

@InputType({ description: "A 6-digit code from the authenticator app" })
export class AuthenticatorCodeInput {
  @Field({ description: "The 6-digit code the authenticator app shows now" })
  @Expose() @Trim() @Matches(SIX_DIGITS, { message: "code must be the 6 digits your authenticator app shows" }) @IsString() @IsNotEmpty({ message: "code is required" })
  code: string;
}

@InputType({ description: "A new passkey: its name and what the browser answered navigator.credentials.create" })
export class PasskeyInput {
  @Field({ description: "What to call it, 1 to 60 characters ('Work laptop')" })
  @Expose() @Trim() @OneLine("name") @MaxLength(60, { message: "name must be at most 60 characters" }) @IsString() @IsNotEmpty({ message: "name is required" })
  name: string;

  @Field({ description: "The browser's RegistrationResponseJSON, as JSON text" })
  @BrowserResponse("response")
  response: string;
}

@InputType({ description: "What the browser answered navigator.credentials.get for a passkey sign-in" })
export class PasskeySignInInput {
  @Field({ description: "The browser's AuthenticationResponseJSON, as JSON text" })
  @BrowserResponse("response")
  response: string;
}

/** What confirms it's you (confirmItsYou's arguments): the password, or a code from the authenticator app or a recovery code. */
export class ConfirmItsYouInput {
  @Expose() @MaxLength(200) @IsString() @IsOptional()
  password?: string | null;

  @Expose() @Trim()
  @Matches(new RegExp(`${SIX_DIGITS.source}|${RECOVERY_CODE.source}`, "i"), { message: "code must be the 6-digit code from your authenticator app or a recovery code (xxxxx-xxxxx)" })
  @IsString() @IsOptional()
  code?: string | null;
}
