import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

export enum ItemImageOwner {
  plays = "plays",
  blogs = "blogs",
  people = "people",
}

registerEnumType(ItemImageOwner, {
  name: "ImageOwner",
  description: "Whose images: a play's, a blog's or a person's (their photo)",
  valuesConfig: {
    plays: { description: "A play's: its main image or a photo of its gallery" },
    blogs: { description: "A blog post's: its main image or a photo of its gallery" },
    people: { description: "A person's photo, on their page" },
  },
});

@ObjectType({ description: "A smaller copy of an image (WebP or AVIF), for responsive pages" })
export class ImageSize {
  @Field(() => Int, { description: "Width in pixels (at most; small originals are not enlarged)" })
  width: number;

  @Field({ description: "Where it is served" })
  url: string;
}

@ObjectType({ description: "An uploaded image, as stored" })
export class UploadedImage {
  @Field({ description: "The uploaded file's name" })
  originalname: string;

  @Field({ description: "The stored file's name: {imageKey}{index}.jpg" })
  filename: string;

  @Field({ description: "Where the JPEG is served: /images/{owner}/{id}/{filename}, signed (?sig=…) as visitors cannot see it until a publish uses it; send it back as given, the signature is dropped" })
  url: string;

  @Field(() => [ImageSize], { description: "Smaller WebP copies" })
  sizes: ImageSize[];
}
