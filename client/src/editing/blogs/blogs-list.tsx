import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { formatAdminBlogDate } from "@theatre/common/london-dates";
import { StaticPage } from "../../features/site/static-page";
import { AdminBlogsQuery, CreateBlogMutation, DeleteBlogMutation } from "./blogs.graphql";
import { StateWithSchedule } from "../shell/content-state";
import { useListActions } from "../shell/list-actions";

/** Every blog (those not on the site too), newest first, with its state and display date; add, edit, view and delete. */
export function BlogsList() {
  const { data, loading, error, refetch } = useQuery(AdminBlogsQuery, {
    fetchPolicy: "cache-and-network",
    // A reload after '+ Add' or Delete must not share the answer of a read that began before it.
    context: { queryDeduplication: false },
  });
  const [create, { loading: creating }] = useMutation(CreateBlogMutation);
  const [remove] = useMutation(DeleteBlogMutation);
  const { add, askDelete, elements } = useListActions({
    kind: "blog",
    create: () => create(),
    remove: (id) => remove({ variables: { id } }),
    reload: () => refetch(),
  });

  return (
    <StaticPage title="Blogs">
      <p><Link to="/admin-edit-tool">Back to the admin menu</Link></p>
      <button type="button" className="primary" onClick={() => void add()} disabled={creating}>+ Add Blog</button>
      {loading && !data && <Loading what="the blogs" />}
      {error && <LoadError what="the blogs" onRetry={() => void refetch()} />}
      {data && (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Blogs</caption>
            <thead>
              <tr><th scope="col">Edit</th><th scope="col">View</th><th scope="col">Title</th><th scope="col">State</th><th scope="col">Display date</th><th scope="col">Delete</th></tr>
            </thead>
            <tbody>
              {data.blogs.items.map((blog) => (
                <tr key={blog.id}>
                  <td><Link to={`/admin-edit-tool/blogs/${blog.slug}`}>Edit<span className="visually-hidden"> {blog.title || blog.slug}</span></Link></td>
                  <td><a href={`/blogs/${blog.slug}`} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> {blog.title || blog.slug} (opens in a new tab)</span></a></td>
                  <td>{blog.title || "..."}</td>
                  <td><StateWithSchedule state={blog.state} publishAt={blog.publishAt} unpublishAt={blog.unpublishAt} /></td>
                  <td>{formatAdminBlogDate(blog.order)}</td>
                  <td><button type="button" className="danger" onClick={() => askDelete({ id: blog.id, title: blog.title || blog.slug })}>Delete<span className="visually-hidden"> {blog.title || blog.slug}</span></button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {elements}
    </StaticPage>
  );
}
