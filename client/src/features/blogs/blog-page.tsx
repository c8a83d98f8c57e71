import { useParams } from "react-router";
import { useItemPage } from "../../lib/use-item-page";
import { graphql } from "../../gql";
import { BlogView } from "./blog-view";

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

/** One blog's page; an unknown slug goes to the 404 route. */
export function BlogPage() {
  const { slug = "" } = useParams();
  const { item: blog, fallback } = useItemPage(BlogPageQuery, { slug }, (data) => data.blog, { what: "blog", title: (blog) => blog?.title });
  if (!blog) return fallback;
  return <BlogView blog={blog} />;
}
