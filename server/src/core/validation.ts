import { ONE_LINE } from "@theatre/common/text-rules";
import { plainToInstance, Transform } from "class-transformer";
import { randomUUID } from "node:crypto";
import { Matches, ValidateIf, validate, type ValidationError } from "class-validator";
import { ValidationFailed, type FieldError } from "./errors";

type InputClass<T> = new () => T;

export interface ParseOptions<T> {
  /** A draft: every rule holds except that a field may be left empty. */
  draft?: boolean;
  /** Rules that need more than the input (a venue that must exist), reported with the others. */
  check?: (input: T, options: { draft: boolean }) => Promise<FieldError[]>;
}

/**
 * Turns untrusted input (a GraphQL argument or a REST body) into an instance of the input class
 * and checks every rule on it, reporting every failing field, not just the first.
 * Services call this so that both doors share one set of rules.
 */
export async function parseInput<T extends object>(cls: InputClass<T>, raw: unknown, options: ParseOptions<T> = {}): Promise<T> {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new ValidationFailed([{ path: "input", message: "must be an object" }]);
  }
  const instance = plainToInstance(cls, raw, { excludeExtraneousValues: true, exposeDefaultValues: true });
  // One message per field (its first broken rule), for every field that is wrong. A draft keeps
  // every rule except that a field may be left empty; publishing it applies them all.
  const all = await validate(instance, { forbidUnknownValues: true, stopAtFirstError: true });
  const errors = flatten(options.draft ? withoutEmpty(all) : all);
  const more = options.check ? await options.check(instance, { draft: !!options.draft }) : [];
  if (errors.length + more.length > 0) throw new ValidationFailed([...errors, ...more]);
  return instance;
}

const isEmpty = (value: unknown) => value === "" || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** The errors left once those about an empty value are dropped (nested ones included). */
function withoutEmpty(errors: ValidationError[]): ValidationError[] {
  return errors.flatMap((error) => {
    const constraints = isEmpty(error.value) ? undefined : error.constraints;
    const children = withoutEmpty(error.children ?? []);
    return constraints || children.length > 0 ? [{ ...error, constraints, children } as ValidationError] : [];
  });
}

function flatten(errors: ValidationError[], prefix = ""): FieldError[] {
  return errors.flatMap((error) => {
    const path = /^\d+$/.test(error.property) ? `${prefix}[${error.property}]` : prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ path, message }));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** An ISO 8601 instant as the inputs take it: date and time, with its separator. */
export const ISO_INSTANT = { strict: true, strictSeparator: true };
/** A time with its offset: without one, "19:30" would be read as UTC, an hour out in a London summer. */
export const WITH_OFFSET = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** What a link to another site must be: http or https, with the protocol written. */
export const WEB_URL = { protocols: ["http", "https"], require_protocol: true };

/** A title or a name is one line (@theatre/common/text-rules says why; the editor checks it too). */
export const OneLine = (field: string) => Matches(ONE_LINE, { message: `${field} must be one line of text, without control characters` });

/** Trims strings on the way in (the specification: "text inputs are trimmed"). */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === "string" ? value.trim() : value));

/** A sub-object's id as sent: kept when it is a UUID, replaced when it is not (see withIds). */
export const SubObjectId = () => Transform(({ value }: { value: unknown }) => (typeof value === "string" && UUID.test(value) ? value.toLowerCase() : randomUUID()));

/** Gives every sub-object that came without an id a new one; sent ids stay, so they are stable. */
export function withIds<T extends object>(items: T[]): (Omit<T, "id"> & { id: string })[] {
  return items.map((item) => ({ ...item, id: (item as { id?: string }).id ?? randomUUID() }));
}

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Turns a number sent as text ("12.50", as the editor's price box sends it) into a number. */
export const NumberFromText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Applies the following rules only when the field holds something (an optional text). */
export const IfFilledIn = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null && value !== "");

/** Slugs are stored trimmed and in lowercase (PRODUCT decision 8). */
export const SlugText = () => Transform(({ value }: { value: unknown }) => (typeof value === "string" ? value.trim().toLowerCase() : value));

/** Several property decorators as one, applied as if written one above the other in this order. */
export const rules = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => {
  for (const decorator of [...decorators].reverse()) decorator(target, key);
};
