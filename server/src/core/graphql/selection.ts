import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/** The fields a selection set selects, through inline fragments and named ones. */
function fieldsOf(set: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  return (set?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, info);
    return fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  });
}

/**
 * The names the query selects under `child` of the field being resolved (e.g. which of a credit's
 * play fields are asked for), so that a resolver can read only what is wanted. Fields under
 * @include or @skip count as selected.
 */
export function selectedUnder(info: GraphQLResolveInfo, child: string): Set<string> {
  const children = info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info)).filter((node) => node.name.value === child);
  return new Set(children.flatMap((node) => fieldsOf(node.selectionSet, info)).map((node) => node.name.value));
}
