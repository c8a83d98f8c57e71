import { Expose } from "class-transformer";
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { Trim } from "../../core/validation";

// class-validator checks a field's rules from the last decorator up, and parseInput reports the
// first broken one: so "required" comes last, the finer rules above it.

@InputType({ description: "A new account" })
export class RegisterInput {
  @Field({ description: "Username: letters only" })
  @Expose()
  @Trim()
  @MaxLength(40)
  @Matches(/^\p{L}+$/u, { message: "name must contain letters only" })
  @IsString()
  @IsNotEmpty({ message: "name is required" })
  name: string;

  @Field({ description: "Email address" })
  @Expose()
  @Trim()
  @MaxLength(254)
  @IsEmail({}, { message: "email must be a valid email address" })
  @IsString()
  @IsNotEmpty({ message: "email is required" })
  email: string;

  @Field({ description: "Password, at least 8 characters" })
  @Expose()
  @MaxLength(200)
  @MinLength(8, { message: "password must be at least 8 characters long" })
  @IsString()
  @IsNotEmpty({ message: "password is required" })
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

  @Field({ description: "Password" })
  @Expose()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: "password is required" })
  password: string;
}
