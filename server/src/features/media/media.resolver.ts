import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from "type-graphql";
import { EDITORS, isEditor } from "../../core/auth";
import type { Context } from "../../core/context";
import { GraphQLUpload, readUpload, type FileUpload } from "../../core/graphql/upload";
import { Blog } from "../blogs/blog.entity";
import { HeroImage } from "../heroes/hero-image.entity";
import { Person } from "../people/person.entity";
import { Play } from "../plays/play.entity";
import { VideoThumbnail } from "../videos/video.types";
import { EDITOR_SIGNATURE, PREVIEW_SIGNATURE, type ImageSignatures, type SignatureLife } from "../../core/images/image-signatures";
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

/**
 * Every image address GraphQL gives, and its smaller copies (found by their naming convention, no
 * queries): as stored for visitors; signed for editors and for a request that opened a preview
 * link, so that a draft's images, which visitors cannot load, show for them (PRODUCT decision 23).
 */
export class ImageAddresses {
  constructor(private readonly signatures: ImageSignatures) {}

  /** How long this caller's signed addresses last; null: addresses as stored. */
  private life(context: Context): SignatureLife | null {
    if (isEditor(context.user)) return EDITOR_SIGNATURE;
    return context.opensPreview ? PREVIEW_SIGNATURE : null;
  }

  url(url: string, context: Context): string {
    const life = this.life(context);
    return url && life ? this.signatures.sign(url, life) : url;
  }

  sizes(url: string | null | undefined, context: Context): ImageSize[] {
    const life = this.life(context);
    const sizes = sizesOf(url);
    return life ? sizes.map((size) => ({ ...size, url: this.signatures.sign(size.url, life) })) : sizes;
  }
}

@Resolver(() => CaptionedImage)
export class CaptionedImageResolver {
  constructor(private readonly addresses: ImageAddresses) {}

  @FieldResolver()
  photo(@Root() image: CaptionedImage, @Ctx() context: Context): string {
    return this.addresses.url(image.photo, context);
  }

  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the photo" })
  sizes(@Root() image: CaptionedImage, @Ctx() context: Context): ImageSize[] {
    return this.addresses.sizes(image.photo, context);
  }

  /** Photos stored before the flag existed have none: they are not decorative. */
  @FieldResolver()
  decorative(@Root() image: CaptionedImage): boolean {
    return image.decorative === true;
  }
}

@Resolver(() => Play)
export class PlayImageResolver {
  constructor(private readonly addresses: ImageAddresses) {}

  @FieldResolver()
  mainimage(@Root() play: Play, @Ctx() context: Context): string {
    return this.addresses.url(play.mainimage, context);
  }

  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the main image" })
  mainimageSizes(@Root() play: Play, @Ctx() context: Context): ImageSize[] {
    return this.addresses.sizes(play.mainimage, context);
  }
}

@Resolver(() => Blog)
export class BlogImageResolver {
  constructor(private readonly addresses: ImageAddresses) {}

  @FieldResolver()
  mainimage(@Root() blog: Blog, @Ctx() context: Context): string {
    return this.addresses.url(blog.mainimage, context);
  }

  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the main image" })
  mainimageSizes(@Root() blog: Blog, @Ctx() context: Context): ImageSize[] {
    return this.addresses.sizes(blog.mainimage, context);
  }
}

@Resolver(() => HeroImage)
export class HeroImageImageResolver {
  constructor(private readonly addresses: ImageAddresses) {}

  @FieldResolver()
  url(@Root() hero: HeroImage, @Ctx() context: Context): string {
    return this.addresses.url(hero.url, context);
  }

  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies of the image" })
  sizes(@Root() hero: HeroImage, @Ctx() context: Context): ImageSize[] {
    return this.addresses.sizes(hero.url, context);
  }
}

@Resolver(() => Person)
export class PersonImageResolver {
  constructor(private readonly addresses: ImageAddresses) {}

  @FieldResolver()
  photo(@Root() person: Person, @Ctx() context: Context): string {
    return this.addresses.url(person.photo, context);
  }
}

@Resolver(() => VideoThumbnail)
export class VideoThumbnailImageResolver {
  constructor(private readonly addresses: ImageAddresses) {}

  @FieldResolver()
  url(@Root() thumbnail: VideoThumbnail, @Ctx() context: Context): string {
    return this.addresses.url(thumbnail.url, context);
  }

  @FieldResolver(() => [ImageSize], { description: "Smaller WebP copies, for responsive pages" })
  sizes(@Root() thumbnail: VideoThumbnail, @Ctx() context: Context): ImageSize[] {
    return this.addresses.sizes(thumbnail.url, context);
  }
}
