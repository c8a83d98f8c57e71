import { Link } from "react-router";
import { Gallery } from "../../components/ui/gallery";
import { Island } from "../../islands/island";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { RichText } from "../../components/ui/rich-text";
import type { BlogPageQuery } from "../../gql/graphql";
import { formatDate } from "@theatre/common/london-dates";

/** What a post's page shows: the page's query answer, or the editor's form values made into that shape. */
export type BlogViewData = BlogPageQuery["blog"];

/**
 * One blog as visitors see it, from the post alone (no data fetching): its date (display date,
 * else creation), body and images. The public page (blog-page.tsx) and the editor's preview render it.
 */
export function BlogView({ blog }: { blog: BlogViewData }) {
  return (
    <article className="page blog-page">
      <h1>{blog.title}</h1>
      <p className="meta">
        <time dateTime={blog.order ?? blog.createdAt}>{formatDate(blog.order ?? blog.createdAt)}</time> · by {blog.author}
      </p>
      <ResponsiveImage src={blog.mainimage} sizes={blog.mainimageSizes} alt={blog.mainimageDescription || blog.title} display="(min-width: 1250px) 1100px, 100vw" className="main-image" eager />
      <RichText html={blog.body} />
      {blog.images.length > 0 && <Island name="gallery" component={Gallery} props={{ images: blog.images, fallbackAlt: blog.title }} when="reached" />}
      <p><Link to="/blogs">All blogs</Link></p>
    </article>
  );
}
