import { Link, useParams } from "react-router";
import { useItemPage } from "../../lib/use-item-page";
import { Gallery } from "../../components/ui/gallery";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { RichText } from "../../components/ui/rich-text";
import { graphql } from "../../gql";
import { formatDate } from "../../lib/dates";

export const BlogPageQuery = graphql(`
  query BlogPage($slug: String!) {
    blog(slug: $slug) {
      ...BlogListingFields
      images {
        ...GalleryImageFields
      }
    }
  }
`);

/** One blog: its date (display date, else creation), body and images. */
export function BlogPage() {
  const { slug = "" } = useParams();
  const { item: blog, fallback } = useItemPage(BlogPageQuery, { slug }, (data) => data.blog, { what: "blog", title: (blog) => blog?.title });
  if (!blog) return fallback;
  return (
    <article className="page blog-page">
      <h1>{blog.title}</h1>
      <p className="meta">
        <time dateTime={blog.order ?? blog.createdAt}>{formatDate(blog.order ?? blog.createdAt)}</time> · by {blog.author}
      </p>
      <ResponsiveImage src={blog.mainimage} sizes={blog.mainimageSizes} alt={blog.title} display="(min-width: 1250px) 1100px, 100vw" className="main-image" eager />
      <RichText html={blog.body} />
      {blog.images.length > 0 && <Gallery images={blog.images} fallbackAlt={blog.title} />}
      <p><Link to="/blogs">All blogs</Link></p>
    </article>
  );
}
