import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { GraphQLUpload, readUpload, type FileUpload } from "../../core/graphql/upload";
import { imageTooLarge } from "../../core/images/image-processing";
import { VideoService } from "./video.service";
import { Video } from "./video.types";

@Resolver()
export class VideoResolver {
  constructor(private readonly service: VideoService) {}

  @Authorized(EDITORS)
  @Mutation(() => Video, {
    description: "Uploads a thumbnail for a video link, shown instead of any fetched one (multipart request; send the header Apollo-Require-Preflight: true). JPEG, PNG, WebP or AVIF, at most 15 MB",
  })
  async uploadVideoThumbnail(
    @Ctx() context: Context,
    @Arg("url", { description: "The video page's address, as the play's videolinks give it" }) url: string,
    @Arg("file", () => GraphQLUpload, { description: "The image file" }) file: Promise<FileUpload>,
  ): Promise<Video> {
    return this.service.uploadThumbnail(context.user, url, await readUpload(file, imageTooLarge));
  }
}
