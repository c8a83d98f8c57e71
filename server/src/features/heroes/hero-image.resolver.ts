import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { GraphQLUpload, readUpload, type FileUpload } from "../../core/graphql/upload";
import { imageTooLarge } from "../../core/images/image-processing";
import { HeroImage } from "./hero-image.entity";
import { HeroImageService } from "./hero-image.service";

@Resolver(() => HeroImage)
export class HeroImageResolver {
  constructor(private readonly service: HeroImageService) {}

  @Query(() => [HeroImage], { description: "The home page carousel's images, in order" })
  heroImages(): Promise<HeroImage[]> {
    return this.service.list();
  }

  @Authorized(EDITORS)
  @Mutation(() => HeroImage, { description: "Adds an image at the end of the carousel (multipart request; send Apollo-Require-Preflight: true)" })
  async addHeroImage(
    @Ctx() context: Context,
    @Arg("file", () => GraphQLUpload, { description: "The image: JPEG, PNG, WebP or AVIF" }) file: Promise<FileUpload>,
    @Arg("caption", { defaultValue: "", description: "Caption (the image's alt text)" }) caption: string,
  ): Promise<HeroImage> {
    return this.service.add(context.user, await readUpload(file, imageTooLarge), caption);
  }

  @Authorized(EDITORS)
  @Mutation(() => HeroImage, { description: "Changes a hero image's caption" })
  updateHeroImageCaption(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The hero image" }) id: string,
    @Arg("caption", { description: "The new caption" }) caption: string,
  ): Promise<HeroImage> {
    return this.service.setCaption(context.user, id, caption);
  }

  @Authorized(EDITORS)
  @Mutation(() => [HeroImage], { description: "Puts the carousel in a new order" })
  reorderHeroImages(@Ctx() context: Context, @Arg("ids", () => [ID], { description: "Every hero image's id, in the new order" }) ids: string[]): Promise<HeroImage[]> {
    return this.service.reorder(context.user, ids);
  }

  @Authorized(EDITORS)
  @Mutation(() => Boolean, { description: "Removes a hero image and its files" })
  removeHeroImage(@Ctx() context: Context, @Arg("id", () => ID, { description: "The hero image" }) id: string): Promise<boolean> {
    return this.service.remove(context.user, id);
  }
}
