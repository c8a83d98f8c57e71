import { EMAIL_MAX, PASSWORD_MIN, USERNAME_MAX } from "@theatre/common/input-limits";
import { Expose } from "class-transformer";
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { Trim } from "../../core/validation";

// class-validator checks a field's rules from the last decorator up, and parseInput reports the
// first broken one: so "required" comes last, the finer rules above it.

/** Applies rules in the order class-validator checks them: the first listed is checked first. */
const rules = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => {
  for (const decorator of decorators) decorator(target, key);
};

/** An email address as accounts keep it (registration, password reset). */
const AccountEmail = () =>
  rules(IsNotEmpty({ message: "email is required" }), IsString(), IsEmail({}, { message: "email must be a valid email address" }), MaxLength(EMAIL_MAX), Trim());

/** A password being chosen (registration, reset, change): the same rules wherever it is set. */
const NewPassword = (field: string) =>
  rules(IsNotEmpty({ message: `${field} is required` }), IsString(), MinLength(PASSWORD_MIN, { message: `${field} must be at least ${PASSWORD_MIN} characters long` }), MaxLength(200));

@InputType({ description: "A new account" })
export class RegisterInput {
  @Field({ description: "Username: letters only" })
  @Expose()
  @Trim()
  @MaxLength(USERNAME_MAX)
  @Matches(/^\p{L}+$/u, { message: "name must contain letters only" })
  @IsString()
  @IsNotEmpty({ message: "name is required" })
  name: string;

  @Field({ description: "Email address" })
  @Expose()
  @AccountEmail()
  email: string;

  @Field({ description: "Password, at least 8 characters" })
  @Expose()
  @NewPassword("password")
  password: string;
}

@InputType({ description: "Credentials to log in with" })
export class LoginInput {
  @Field({ description: "The account's email address or its username" })
  @Expose()
  @Trim()
  @MaxLength(254)
  @IsString()
  @IsNotEmpty({ message: "email is required (your email address or username)" })
  email: string;

  @Field({ description: "The account's password" })
  @Expose()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: "password is required" })
  password: string;
}

@InputType({ description: "Asks for a link that sets a new password" })
export class PasswordResetRequestInput {
  @Field({ description: "The account's email address" })
  @Expose()
  @AccountEmail()
  email: string;
}

@InputType({ description: "A new password, set through a reset link" })
export class ResetPasswordInput {
  @Field({ description: "The token from the reset link (the last part of its address)" })
  @Expose()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: "token is required" })
  token: string;

  @Field({ description: "The new password, at least 8 characters" })
  @Expose()
  @NewPassword("password")
  password: string;
}

@InputType({ description: "A signed-in account's new password" })
export class ChangePasswordInput {
  @Field({ description: "The password in use now" })
  @Expose()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: "currentPassword is required" })
  currentPassword: string;

  @Field({ description: "The new password, at least 8 characters" })
  @Expose()
  @NewPassword("newPassword")
  newPassword: string;
}
