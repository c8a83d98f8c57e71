import type { AccessibilityIssue as Issue } from "@theatre/common/accessibility-rules";
import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "Something in a play, post or page that would shut people out once public, found by the accessibility check" })
export class AccessibilityIssue implements Issue {
  @Field({ description: "The input field it is about, as field errors name it: `images[3].description`, `mainimageDescription`, `performances[0].accessNote`, `videolinks[1]`, `blurb` (rich text: the message quotes the heading or link)" })
  field: string;

  @Field({ description: "What is wrong and how to put it right, in words for the editor" })
  message: string;

  @Field({ description: "True: publishing is refused until it is put right (an image without a description); false: a warning the editor may publish past" })
  blocking: boolean;
}
