import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../core/context";
import { Programme } from "./programme-page.types";
import { ProgrammeService } from "./programme.service";

@Resolver(() => Programme)
export class ProgrammeResolver {
  constructor(private readonly service: ProgrammeService) {}

  @Query(() => Programme, { description: "A published play's digital programme by the play's slug (editors also get one not on the site); NOT_FOUND when there is none" })
  programme(@Arg("slug", { description: "The play's slug" }) slug: string, @Ctx() context: Context): Promise<Programme> {
    return this.service.bySlug(slug, context.user);
  }
}
