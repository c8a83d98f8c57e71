import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { graphql } from "../../gql";
import { HOME_BLOGS, TRUNCATE } from "../../lib/constants";
import { formatDate } from "@theatre/common/london-dates";
import { truncate } from "../../lib/text";
import { usePageTitle } from "../../lib/use-page-title";
import { useSiteName } from "../../lib/site-facts";
import { PlayButtons } from "../plays/play-buttons";
import { PlayRow } from "../plays/play-row";
import { Island } from "../../islands/island";
import { HeroCarousel } from "./hero-carousel";

export const HomePageQuery = graphql(`
  query HomePage($blogs: Int!) {
    heroImages {
      id
      url
      caption
      sizes {
        width
        url
      }
    }
    featuredPlay {
      ...PlayListingFields
    }
    homepagePlays {
      ...PlayListingFields
    }
    auditionPlays {
      id
      slug
      title
      blurb
      blurbExcerpt
    }
    blogs(limit: $blogs) {
      items {
        id
        slug
        title
        author
        order
        createdAt
      }
    }
  }
`);

/** Home: carousel, featured play, 'Open to auditions', 'Future productions' and recent blogs. */
export function HomePage() {
  const { data, loading, error, refetch } = useQuery(HomePageQuery, { variables: { blogs: HOME_BLOGS } });
  usePageTitle(undefined);
  const siteName = useSiteName();
  useMarkContentLoaded(!loading);
  if (loading) return <Loading what="the home page" />;
  if (error || !data) return <LoadError what="the home page" onRetry={() => void refetch()} />;
  const { featuredPlay: featured } = data;

  return (
    <div className="home">
      <h1 className="visually-hidden">{siteName}: amateur theatre</h1>
      <Island name="hero-carousel" component={HeroCarousel} props={{ heroes: data.heroImages }} />
      <div className="with-sidebar">
        <div className="main-column">
          {featured && (
            <section className="featured" aria-labelledby="featured-title">
              <h2 id="featured-title"><Link to={`/${featured.slug}`}>{featured.title}</Link></h2>
              {featured.message && <p className="tag">{featured.message}</p>}
              <ResponsiveImage src={featured.mainimage} sizes={featured.mainimageSizes} alt={featured.title} display="(min-width: 1250px) 800px, 100vw" eager />
              <p>{truncate(featured.blurb, TRUNCATE.featured)}</p>
              <PlayButtons play={featured} />
            </section>
          )}
          {data.homepagePlays.length > 0 && (
            <section aria-labelledby="future-title">
              <h2 id="future-title">Future productions</h2>
              {data.homepagePlays.map((play) => (
                <PlayRow key={play.id} play={play} length={TRUNCATE.short} showPrices={false} />
              ))}
            </section>
          )}
        </div>
        <aside className="sidebar">
          {data.auditionPlays.length > 0 && (
            <section aria-labelledby="auditions-title" className="sidebar-box">
              <h2 id="auditions-title">Open to auditions</h2>
              {data.auditionPlays.map((play) => (
                <div key={play.id} className="sidebar-item">
                  <h3><Link to={`/${play.slug}`}>{play.title}</Link></h3>
                  <p>{play.blurbExcerpt || truncate(play.blurb, TRUNCATE.short)}</p>
                  <Link to={`/${play.slug}#audition`}>Apply to audition<span className="visually-hidden"> for {play.title}</span></Link>
                </div>
              ))}
            </section>
          )}
          <section aria-labelledby="blogs-title" className="sidebar-box">
            <h2 id="blogs-title">Recent blogs</h2>
            {data.blogs.items.map((blog) => (
              <div key={blog.id} className="sidebar-item">
                <h3><Link to={`/blogs/${blog.slug}`}>{blog.title}</Link></h3>
                <p className="meta">{formatDate(blog.order ?? blog.createdAt)} · by {blog.author}</p>
              </div>
            ))}
            <Link to="/blogs">See all blogs</Link>
          </section>
        </aside>
      </div>
    </div>
  );
}

