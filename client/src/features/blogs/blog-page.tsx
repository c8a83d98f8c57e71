import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { Gallery } from "../../components/ui/gallery";
import { LoadError } from "../../components/ui/load-error";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { RichText } from "../../components/ui/rich-text";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { formatDate } from "../../lib/dates";
import { isNotFound } from "../../lib/errors";
import { useNotFoundRedirect } from "../../lib/use-not-found";
import { usePageTitle } from "../../lib/use-page-title";

export const BlogPageQuery = graphql(`
  query BlogPage($slug: String!) {
    blog(slug: $slug) {
      ...BlogListingFields
      images {
        id
        photo
        caption
        sizes {
          width
          url
        }
      }
    }
  }
`);

/** One blog: its date (display date, else creation), body and images. */
export function BlogPage() {
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(BlogPageQuery, { variables: { slug } });
  const blog = data?.blog;
  usePageTitle(blog?.title);
  useMarkContentLoaded(!loading);
  useNotFoundRedirect(error);

  if (loading) return <Loading what="the blog" />;
  if (error || !blog) return isNotFound(error) ? null : <LoadError what="this blog" onRetry={() => void refetch()} />;
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
