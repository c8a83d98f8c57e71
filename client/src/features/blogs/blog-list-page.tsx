import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { TRUNCATE } from "../../lib/constants";
import { formatDate } from "@theatre/common/london-dates";
import { truncate } from "../../lib/text";
import { useNotFoundWhen } from "../../lib/use-not-found";
import { usePageTitle } from "../../lib/use-page-title";

export const BlogListQuery = graphql(`
  query BlogList {
    blogs(limit: 100) {
      items {
        ...BlogListingFields
      }
    }
  }
`);

/** Blogs, newest first, with a 'Blogs list' of titles beside them on wide screens. */
export function BlogListPage() {
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(BlogListQuery);
  // Every blog is on the one page: past it there is nothing.
  useNotFoundWhen(Number(params.get("page")) > 1);
  usePageTitle("Blogs");
  useMarkContentLoaded(!loading);
  const blogs = data?.blogs.items ?? [];
  return (
    <section className="page">
      <h1>Blogs</h1>
      {loading && <Loading what="the blogs" />}
      {error && <LoadError what="the blogs" onRetry={() => void refetch()} />}
      {data && (
        <div className="with-sidebar">
          <div className="main-column">
            {blogs.length === 0 && <p>No blogs yet.</p>}
            {blogs.map((blog) => (
              <article key={blog.id} className="play-row blog-row">
                {blog.mainimage && (
                  <Link to={`/blogs/${blog.slug}`} tabIndex={-1} aria-hidden="true" className="play-row-image">
                    <ResponsiveImage src={blog.mainimage} sizes={blog.mainimageSizes} alt={blog.title} display="(min-width: 450px) 30vw, 100vw" />
                  </Link>
                )}
                <div className="play-row-text">
                  <h2><Link to={`/blogs/${blog.slug}`}>{blog.title}</Link></h2>
                  <p className="meta">by {blog.author} · {formatDate(blog.order ?? blog.createdAt)}</p>
                  <p>{truncate(blog.body, TRUNCATE.blogRow)}</p>
                </div>
              </article>
            ))}
          </div>
          <nav className="sidebar blogs-list md-only" aria-labelledby="blogs-list-title">
            <h2 id="blogs-list-title">Blogs list</h2>
            <ul>
              {blogs.map((blog) => <li key={blog.id}><Link to={`/blogs/${blog.slug}`}>{blog.title}</Link></li>)}
            </ul>
          </nav>
        </div>
      )}
    </section>
  );
}
