import { blogAccessibilityIssues, pageAccessibilityIssues, playAccessibilityIssues } from "@theatre/common/accessibility-check";
import { Authorized, FieldResolver, Resolver, Root } from "type-graphql";
import { EDITORS } from "../../core/auth";
import { Blog } from "../blogs/blog.entity";
import { AboutPage, TextPage } from "../pages/page.types";
import { Play } from "../plays/play.entity";
import { AccessibilityIssue } from "./accessibility-issue.types";

// The same check publishing applies (DraftRules.accessibility), for editors and integrators to read
// before they publish: on `playDraft`, `blogDraft` and the pages' drafts it is what Save changes
// would meet. Editors only, like the drafts themselves.

const DESCRIPTION = "What would shut people out once this is public, blocking issues first; publishing is refused while any is blocking (editors only)";

@Resolver(() => Play)
export class PlayAccessibilityResolver {
  @Authorized(EDITORS)
  @FieldResolver(() => [AccessibilityIssue], { description: DESCRIPTION })
  accessibilityIssues(@Root() play: Play): AccessibilityIssue[] {
    return playAccessibilityIssues(play);
  }
}

@Resolver(() => Blog)
export class BlogAccessibilityResolver {
  @Authorized(EDITORS)
  @FieldResolver(() => [AccessibilityIssue], { description: DESCRIPTION })
  accessibilityIssues(@Root() blog: Blog): AccessibilityIssue[] {
    return blogAccessibilityIssues(blog);
  }
}

@Resolver(() => TextPage)
export class PageAccessibilityResolver {
  @Authorized(EDITORS)
  @FieldResolver(() => [AccessibilityIssue], { description: DESCRIPTION })
  accessibilityIssues(@Root() page: TextPage & Partial<AboutPage>): AccessibilityIssue[] {
    return pageAccessibilityIssues(page);
  }
}
