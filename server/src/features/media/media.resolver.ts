import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { GraphQLUpload, readUpload, type FileUpload } from "../../core/graphql/upload";
import { Blog } from "../blogs/blog.entity";
import { HeroImage } from "../heroes/hero-image.entity";
import { Play } from "../plays/play.entity";
import { CaptionedImage } from "../plays/play.types";
import { sizesOf } from "../../core/images/image-keys";
import { imageTooLarge } from "../../core/images/image-processing";
import { MediaService } from "./media.service";
import { ImageSize, ItemImageOwner, UploadedImage } from "./media.types";

@Resolver()
export class MediaResolver {
  constructor(private readonly service: MediaService) {}

  @Authorized(EDITORS)
  @Mutation(() => UploadedImage, {
    description: "Uploads an image of a play, blog or person (multipart request; send the header Apollo-Require-Preflight: true). JPEG, PNG, WebP or AVIF, at most 15 MB and 40 megapixels",
  })
  async uploadImage(
    @Ctx() context: Context,
    @Arg("owner", () => ItemImageOwner, { description: "A play's, a blog's or a person's image" }) owner: ItemImageOwner,
    @Arg("id", () => ID, { description: "The play's, blog's or person's id" }) id: string,
    @Arg("imageKey", { description: "mainimage or photo (a person: photo)" }) imageKey: string,
    @Arg("index", () => Int, { description: "Which image of that key, from 0" }) index: number,
    @Arg("file", () => GraphQLUpload, { description: "The image file" }) file: Promise<FileUpload>,
  ): Promise<UploadedImage> {
    return this.service.store(context.user, owner, id, imageKey, index, await readUpload(file, imageTooLarge));
  }

  @Authorized(EDITORS)
  @Mutation(() => Boolean, { description: "Deletes one image of a play, blog or person, named by its path" })
  async deleteImage(
    @Ctx() context: Context,
    @Arg("owner", () => ItemImageOwner, { description: "A play's, a blog's or a person's image" }) owner: ItemImageOwner,
    @Arg("id", () => ID, { description: "The play's, blog's or person's id" }) id: string,
    @Arg("imagepath", { description: "The image's path: /images/{owner}/{id}/{imageKey}{index}.jpg" }) imagepath: string,
  ): Promise<boolean> {
    await this.service.removeByPath(context.user, owner, id, imagepath);
    return true;
  }
}

/** Smaller copies of every stored image, found by their naming convention (no queries). */
@Resolver(() => CaptionedImage)
export class CaptionedImageSizesResolver {
  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the photo" })
  sizes(@Root() image: CaptionedImage): ImageSize[] {
    return sizesOf(image.photo);
  }
}

@Resolver(() => Play)
export class PlayImageSizesResolver {
  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the main image" })
  mainimageSizes(@Root() play: Play): ImageSize[] {
    return sizesOf(play.mainimage);
  }
}

@Resolver(() => Blog)
export class BlogImageSizesResolver {
  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the main image" })
  mainimageSizes(@Root() blog: Blog): ImageSize[] {
    return sizesOf(blog.mainimage);
  }
}

@Resolver(() => HeroImage)
export class HeroImageSizesResolver {
  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the image" })
  sizes(@Root() hero: HeroImage): ImageSize[] {
    return sizesOf(hero.url);
  }
}
