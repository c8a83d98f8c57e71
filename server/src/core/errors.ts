/** Error codes shared by GraphQL (`extensions.code`) and the REST facade (HTTP status). */
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "INTERNAL_SERVER_ERROR"
  | "SERVICE_UNAVAILABLE"
  | "SOLD_OUT"
  | "NOT_ON_SALE"
  | "HOLD_EXPIRED"
  | "SEAT_TAKEN"
  | "FRESH_PROOF_REQUIRED";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // The box office: fewer tickets left than asked; not on sale now; a hold that has run out.
  SOLD_OUT: 409,
  NOT_ON_SALE: 409,
  HOLD_EXPIRED: 410,
  // Reserved seating: a seat asked for was held or sold by someone else first.
  SEAT_TAKEN: 409,
  // Sign-in safety: the session must have proved who holds it in the last few minutes (confirmItsYou).
  FRESH_PROOF_REQUIRED: 403,
};

export interface FieldError {
  /** Path of the field in the input, e.g. `venues[2].address`. */
  path: string;
  message: string;
}

/**
 * A business error whose message is safe to show to the caller. It is an answer, not a fault: it
 * carries no stack trace. Capturing one, and formatting it when GraphQL copies it (every refusal
 * in an on-sale rush), cost more than the rest of a refusal's own work.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldError[];
  /** For RATE_LIMITED and SERVICE_UNAVAILABLE: seconds until trying again makes sense. */
  readonly retryAfterSeconds?: number;
  /** More for the caller to act on, beside the code (e.g. SEAT_TAKEN's `seats`). */
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, fields?: FieldError[], retryAfterSeconds?: number, details?: Record<string, unknown>) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

export class ValidationFailed extends AppError {
  constructor(fields: FieldError[]) {
    super("BAD_USER_INPUT", `Invalid input: ${fields.map(placed).join("; ")}`, fields);
  }
}

/**
 * A field's rule where it broke: "performances[0].sales.capacity must be at least 1". A rule's
 * message names its field already ("capacity must be at least 1"): the path takes that name's
 * place, so it is not said twice.
 */
function placed({ path, message }: FieldError): string {
  const name = path.split(/[.[\]]/).filter(Boolean).at(-1);
  return name && message.startsWith(`${name} `) ? `${path}${message.slice(name.length)}` : `${path} ${message}`;
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED", "You need to log in to do that");
export const forbidden = (message = "Your account is not allowed to do that") => new AppError("FORBIDDEN", message);
export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const conflict = (message: string) => new AppError("CONFLICT", message);
/** The database cannot be reached (down or restarting): worth trying again in a few seconds. */
export const databaseUnavailable = () => new AppError("SERVICE_UNAVAILABLE", "The database is not available right now; please try again shortly", undefined, 5);
export const badInput = (path: string, message: string) => new ValidationFailed([{ path, message }]);
