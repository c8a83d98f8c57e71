import {
  isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedDirective, isSpecifiedScalarType, type GraphQLArgument,
  type GraphQLSchema,
} from "graphql";

/** Words that stand in for a description someone meant to write later. */
const PLACEHOLDER = /^\W*(todo|tbd)\b/i;

/** Letters and digits only, lower case: "Issue." and "issue" read alike, as do "play id" and "playId". */
function bare(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** What is wrong with one element's description, if anything. */
function fault(name: string, description: string | null | undefined): string | undefined {
  if (description == null || description.trim() === "") return "no description";
  if (bare(description) === bare(name)) return `a description that only repeats the name: "${description}"`;
  if (PLACEHOLDER.test(description)) return `a placeholder description: "${description}"`;
  return undefined;
}

/**
 * Every element of the schema that integrators would find undescribed, as "where: what" lines:
 * each type (but GraphQL's own: introspection types and the built-in scalars), field, argument
 * (`Query.play(slug)`), input field, enum value (`Role.admin`) and directive of its own.
 * Empty when all are described; the schema is the API's documentation, so a test keeps it so.
 */
export function undescribedElements(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const check = (where: string, name: string, description: string | null | undefined) => {
    const problem = fault(name, description);
    if (problem) problems.push(`${where}: ${problem}`);
  };
  const checkArgs = (where: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) check(`${where}(${arg.name})`, arg.name, arg.description);
  };

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    check(type.name, type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const where = `${type.name}.${field.name}`;
        check(where, field.name, field.description);
        checkArgs(where, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.name, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.name, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    check(`@${directive.name}`, directive.name, directive.description);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return problems;
}
