import type { GraphQLSchema } from "graphql";
import { Arg, Authorized, ID, Resolver, Root, Subscription } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import type { PresenceService } from "./presence.service";
import { EditedKind } from "../../core/edited-kind";
import { EditorPresence } from "./presence.types";

/**
 * TypeGraphQL calls a subscription's `subscribe` function without a resolver instance, so it cannot
 * reach a service the usual way: the app hands each schema it builds its presence service
 * (app/schema.ts), and the function finds it through the schema it runs in. Two apps in one
 * process (tests) keep their own.
 */
const services = new WeakMap<GraphQLSchema, PresenceService>();

export function servePresence(schema: GraphQLSchema, service: PresenceService): GraphQLSchema {
  services.set(schema, service);
  return schema;
}

interface PresenceArgs {
  kind: EditedKind;
  id: string;
}

@Resolver()
export class PresenceResolver {
  @Authorized(...EDITORS)
  @Subscription(() => [EditorPresence], {
    subscribe: ({ args, context, info }) => {
      const service = services.get(info.schema);
      if (!service) throw new Error("This schema was built without the presence service");
      return service.watch((context as Context).user, (args as PresenceArgs).kind, (args as PresenceArgs).id);
    },
    description:
      "The other editors who have this item open (editors and admins only): the list at once, then each new list when someone opens or leaves it. Subscribing counts you as editing it until the subscription ends.",
  })
  editingPresence(
    @Root() others: EditorPresence[],
    @Arg("kind", () => EditedKind, { description: "What is being edited" }) _kind: EditedKind,
    @Arg("id", () => ID, { description: "The play's or blog's id, or for a page its kind: about, contact or combinations" }) _id: string,
  ): EditorPresence[] {
    return others;
  }
}
