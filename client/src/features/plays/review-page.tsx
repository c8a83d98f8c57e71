import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { usePageTitle } from "../../lib/use-page-title";

export const ReviewPageQuery = graphql(`
  query ReviewPage($slug: String!, $index: Int!) {
    review(playSlug: $slug, index: $index) {
      reviewer
      text
      playslug
      playtitle
    }
  }
`);

/** One full review; when it cannot be loaded, back to the play. */
export function ReviewPage() {
  const { slug = "", reviewindex = "" } = useParams();
  const navigate = useNavigate();
  const index = /^\d+$/.test(reviewindex) ? Number(reviewindex) : -1;
  const { data, loading, error } = useQuery(ReviewPageQuery, { variables: { slug, index }, skip: index < 0 });
  const review = data?.review;
  usePageTitle(review ? `Review of ${review.playtitle} by ${review.reviewer}` : "Review");
  useMarkContentLoaded(!loading && Boolean(review));
  useEffect(() => {
    if (index < 0 || error) void navigate(`/${slug}`, { replace: true });
    // Its own address writes the number plainly (`/hamlet/reviews/00` is `/hamlet/reviews/0`), as the server's 301 does.
    else if (reviewindex !== String(index)) void navigate(`/${slug}/reviews/${index}`, { replace: true });
  }, [index, error, slug, reviewindex, navigate]);

  if (!review) return <Loading what="the review" />;
  return (
    <article className="page review-page">
      <h1>Review by {review.reviewer}</h1>
      <p className="meta">
        Of <Link to={`/${review.playslug}`}>{review.playtitle}</Link>
      </p>
      <div className="review-text">
        {review.text.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
      </div>
      <p><Link to={`/${review.playslug}`}>Back to {review.playtitle}</Link></p>
    </article>
  );
}
