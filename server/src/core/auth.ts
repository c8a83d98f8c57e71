import type { AuthChecker } from "type-graphql";
import { AppError, forbidden, unauthenticated } from "./errors";

const secondStepFirst = () => new AppError("FORBIDDEN", "The society requires two-step sign-in for editors and admins: set it up on your account page first");

/** Lowercase names, so GraphQL and REST spell roles the same way. */
export enum Role {
  member = "member",
  door = "door",
  editor = "editor",
  admin = "admin",
}

/** Roles that may write plays, blogs, pages and hero images. */
export const EDITORS = [Role.editor, Role.admin];
export const ADMINS = [Role.admin];
/** Roles that may open the door app and admit people: door volunteers (their own performances only: see features/box-office/door/door-reach.ts), editors and admins. */
export const DOOR_STAFF = [Role.door, Role.editor, Role.admin];

/** How a purged account is named wherever its work remains (last edited by, history, activity). */
export const FORMER_EDITOR = "a former editor";

/** Whether the caller edits content (editors and admins see what visitors do not yet). */
export const isEditor = (user?: AuthUser | null): boolean => !!user && EDITORS.includes(user.role);

export interface AuthUser {
  id: string;
  name: string;
  role: Role;
  /**
   * Set (with the role lowered to member) for an editor or admin whom the society requires to have
   * a second sign-in step and who has none yet: they reach their own account and its set-up only.
   */
  mustSetUpSecondStep?: boolean;
  /** The sign-in (device) the caller's login token belongs to; absent for API tokens. */
  sessionId?: string;
  /** Set when the caller is an API token: it acts for the admin who made it, with its own role. */
  apiTokenId?: string;
}

export const NOT_FOR_API_TOKENS = "API tokens cannot do this: it is for a person signed in to their own account";

/**
 * The one permission rule, used by the GraphQL auth checker, the REST facade and the services:
 * no user is 401, a user without one of the roles is 403. No roles means a person's own business
 * (their account, sessions, watches): an API token is refused it (403), whatever its role.
 */
export function requireRole(user: AuthUser | null | undefined, roles: readonly Role[]): AuthUser {
  if (!user) throw unauthenticated();
  if (roles.length === 0 && user.apiTokenId) throw forbidden(NOT_FOR_API_TOKENS);
  if (roles.length > 0 && !roles.includes(user.role)) throw user.mustSetUpSecondStep ? secondStepFirst() : forbidden();
  return user;
}

export interface AuthContext {
  user: AuthUser | null;
}

/** TypeGraphQL's `@Authorized(...roles)` goes through the same rule as everything else. */
export const authChecker: AuthChecker<AuthContext, Role> = ({ context }, roles) => {
  requireRole(context.user, roles);
  return true;
};
