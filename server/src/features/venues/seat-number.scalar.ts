import { SEAT_PLAN_LIMITS, seatNumberText } from "@theatre/common/seat-plan";
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from "graphql";

const NOT_A_SEAT_NUMBER = `a seat number is text, or a whole number from 0 to ${SEAT_PLAN_LIMITS.seatNumberWhole}`;

function asText(value: unknown, node?: ValueNode): string {
  const number = seatNumberText(value);
  // Says what kind of value came; GraphQL's own message quotes it (within the body's size limit).
  if (number === undefined) throw new GraphQLError(`${NOT_A_SEAT_NUMBER}: got ${Array.isArray(value) ? "a list" : typeof value === "number" ? "another number" : typeof value === "object" ? "an object" : `a ${typeof value}`}`, node ? { nodes: [node] } : undefined);
  return number;
}

/**
 * A seat number as clients send it: `"12"`, `"12a"` or `12`. It is read as text, the way it is
 * stored and answered (`PlanSeat.number` is a String); the plan's rules (length, one number per
 * seat in a row) are checked with the rest of the plan, so each broken one is reported at its field.
 */
export const SeatNumberScalar = new GraphQLScalarType<string, string>({
  name: "SeatNumber",
  description: `A seat number: text of up to ${SEAT_PLAN_LIMITS.seatNumber} characters, or a whole number from 0 to ${SEAT_PLAN_LIMITS.seatNumberWhole} (read as its digits: 12 is "12")`,
  serialize: (value) => asText(value),
  parseValue: (value) => asText(value),
  parseLiteral: (node) => {
    if (node.kind === Kind.INT) return asText(Number(node.value), node);
    if (node.kind === Kind.STRING) return node.value;
    throw new GraphQLError(NOT_A_SEAT_NUMBER, { nodes: [node] });
  },
});
