import { Field, Int, ObjectType, type ClassType } from "type-graphql";
import { ValidationFailed } from "./errors";

/** One page of a list: the shape every paginated GraphQL list uses. */
export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
  perPage: number;
}

/** GraphQL type for a page of `item`s; make a named subclass per item type. */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class PageType implements Page<T> {
    @Field(() => [item], { description: "The items on this page" })
    items: T[];

    @Field(() => Int, { description: "This page's number, from 1" })
    page: number;

    @Field(() => Int, { description: "How many pages there are (at least 1)" })
    pages: number;

    @Field(() => Int, { description: "How many items there are in all" })
    total: number;

    @Field(() => Int, { description: "Items per page" })
    perPage: number;
  }
  return PageType;
}

export function toPage<T>(items: T[], total: number, page: number, perPage: number): Page<T> {
  return { items, total, page, perPage, pages: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Reads a whole number from untrusted input (a query string, a header, an argument): missing
 * gives the default; anything that is not a whole number within bounds is a field error naming
 * `field`, never a 500.
 */
export function wholeNumber(raw: unknown, field: string, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  if (raw === undefined || raw === null || raw === "") return fallback;
  const text = String(raw).trim();
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ValidationFailed([{ path: field, message: `${field} must be a whole number from ${min} to ${max}` }]);
  }
  return value;
}
