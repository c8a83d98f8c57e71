import { Expose } from "class-transformer";
import { IsIn, IsISO8601, IsNotEmpty, IsString, Matches, MaxLength } from "class-validator";
import { Role } from "../../core/auth";
import { IfFilledIn, ISO_INSTANT, OneLine, Trim, WITH_OFFSET } from "../../core/validation";

/** The roles an API token may have: reading as a member does, or editing content as an editor. */
export const API_TOKEN_ROLES = [Role.member, Role.editor];
export const API_TOKEN_NAME_MAX = 100;

/** A new API token as an admin asks for it (`createApiToken`'s arguments). */
export class ApiTokenRequest {
  @Expose()
  @Trim()
  @MaxLength(API_TOKEN_NAME_MAX, { message: `name must be at most ${API_TOKEN_NAME_MAX} characters long` })
  @OneLine("name")
  @IsString()
  @IsNotEmpty({ message: "name is required" })
  name: string;

  @Expose()
  @IsIn(API_TOKEN_ROLES, { message: "role must be member (read only) or editor (edits content): API tokens cannot be admins or door volunteers" })
  role: Role;

  @Expose()
  @IfFilledIn()
  @Matches(WITH_OFFSET, { message: "expiresAt must carry its time zone (Z or +01:00)" })
  @IsISO8601(ISO_INSTANT, { message: "expiresAt must be a date and time (ISO 8601)" })
  expiresAt?: string | null;
}
