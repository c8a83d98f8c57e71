import { plainToInstance, Transform } from "class-transformer";
import { validate, type ValidationError } from "class-validator";
import { ValidationFailed, type FieldError } from "./errors";

type InputClass<T> = new () => T;

/**
 * Turns untrusted input (a GraphQL argument or a REST body) into an instance of the input class
 * and checks every rule on it, reporting every failing field, not just the first.
 * Services call this so that both doors share one set of rules.
 */
export async function parseInput<T extends object>(cls: InputClass<T>, raw: unknown): Promise<T> {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new ValidationFailed([{ path: "input", message: "must be an object" }]);
  }
  const instance = plainToInstance(cls, raw, { excludeExtraneousValues: true, exposeDefaultValues: true });
  // One message per field (its first broken rule), for every field that is wrong.
  const errors = await validate(instance, { forbidUnknownValues: true, stopAtFirstError: true });
  if (errors.length > 0) throw new ValidationFailed(flatten(errors));
  return instance;
}

function flatten(errors: ValidationError[], prefix = ""): FieldError[] {
  return errors.flatMap((error) => {
    const path = /^\d+$/.test(error.property) ? `${prefix}[${error.property}]` : prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ path, message }));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** Trims strings on the way in (the specification: "text inputs are trimmed"). */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === "string" ? value.trim() : value));
