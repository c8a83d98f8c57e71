import { Suspense } from "react";
import { Navigate, useRoutes, type RouteObject } from "react-router";
import { HomePage } from "../features/home/home-page";
import { Layout } from "./layout";
import { NotFoundRoute } from "./not-found";
import { RequireSignedOut, RequireSignIn } from "../features/accounts/require-sign-in";
import { lazyComponent } from "../lib/lazy-component";
import { Island } from "../islands/island";

/** Every page but the home page (the most visited) is its own chunk: see lib/lazy-component.ts. */
const BlogListPage = lazyComponent(() => import("../features/blogs/blog-list-page"), "BlogListPage");
const BlogPage = lazyComponent(() => import("../features/blogs/blog-page"), "BlogPage");
const DirectorSubmissionsPage = lazyComponent(() => import("../features/messages/director-submissions-page"), "DirectorSubmissionsPage");
const AboutPage = lazyComponent(() => import("../features/pages/about-page"), "AboutPage");
const CombinationsPage = lazyComponent(() => import("../features/pages/combinations-page"), "CombinationsPage");
const ContactPage = lazyComponent(() => import("../features/pages/contact-page"), "ContactPage");
const AuditionsPage = lazyComponent(() => import("../features/plays/auditions-page"), "AuditionsPage");
const PlayPage = lazyComponent(() => import("../features/plays/play-page"), "PlayPage");
const PlaysPage = lazyComponent(() => import("../features/plays/plays-page"), "PlaysPage");
const PreviousProductionsPage = lazyComponent(() => import("../features/plays/previous-productions-page"), "PreviousProductionsPage");
const ReviewPage = lazyComponent(() => import("../features/plays/review-page"), "ReviewPage");
const WhatsOnPage = lazyComponent(() => import("../features/plays/whats-on-page"), "WhatsOnPage");
const BackstageCrewPage = lazyComponent(() => import("../features/site/backstage-crew-page"), "BackstageCrewPage");
const GetInvolvedPage = lazyComponent(() => import("../features/site/get-involved-page"), "GetInvolvedPage");
const PrivacyPolicyPage = lazyComponent(() => import("../features/site/privacy-policy-page"), "PrivacyPolicyPage");
const TermsPage = lazyComponent(() => import("../features/site/terms-page"), "TermsPage");
const VenuePage = lazyComponent(() => import("../features/venues/venue-page"), "VenuePage");
const ProgrammePage = lazyComponent(() => import("../features/programme/programme-page"), "ProgrammePage");
const PersonPage = lazyComponent(() => import("../features/people/person-page"), "PersonPage");
const SearchPage = lazyComponent(() => import("../features/search/search-page"), "SearchPage");
const NewsletterLinkPage = lazyComponent(() => import("../features/newsletter/newsletter-link-page"), "NewsletterLinkPage");
const NewsletterOutcomePage = lazyComponent(() => import("../features/newsletter/newsletter-outcome-page"), "NewsletterOutcomePage");
const BookingPage = lazyComponent(() => import("../features/box-office/booking-page"), "BookingPage");
const TicketsPage = lazyComponent(() => import("../features/box-office/tickets-page"), "TicketsPage");
const WaitlistLinkPage = lazyComponent(() => import("../features/box-office/waitlist-link-page"), "WaitlistLinkPage");
const WaitlistOutcomePage = lazyComponent(() => import("../features/box-office/waitlist-outcome-page"), "WaitlistOutcomePage");
const PreviewPage = lazyComponent(() => import("../features/preview/preview-page"), "PreviewPage");
const AccountPage = lazyComponent(() => import("../features/accounts/account-page"), "AccountPage");
const LoginPage = lazyComponent(() => import("../features/accounts/login-page"), "LoginPage");
const RegisterPage = lazyComponent(() => import("../features/accounts/register-page"), "RegisterPage");
const ForgotPasswordPage = lazyComponent(() => import("../features/accounts/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyComponent(() => import("../features/accounts/reset-password-page"), "ResetPasswordPage");

/** The shop and the editor's area: modules of their own, with their own routes inside. */
const ShopArea = lazyComponent(() => import("../features/shop/shop-area"), "default");
const AdminArea = lazyComponent(() => import("../editing/admin-area"), "default");
/** The door app: the whole screen, without the site around it (and offline, its copy of it). */
const DoorArea = lazyComponent(() => import("../editing/door-area"), "default");

/** Every route of the specification (section 2), in one place. */
export const routes: RouteObject[] = [
  { path: "box-office/door/*", element: <Suspense fallback={null}><DoorArea /></Suspense> },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "whats-on", element: <WhatsOnPage /> },
      { path: "get-involved", element: <GetInvolvedPage /> },
      { path: "previous-productions", element: <PreviousProductionsPage /> },
      { path: "auditions", element: <AuditionsPage /> },
      { path: "director-submissions", element: <DirectorSubmissionsPage /> },
      { path: "backstage-crew", element: <BackstageCrewPage /> },
      { path: "combinations", element: <CombinationsPage /> },
      { path: "plays", element: <PlaysPage /> },
      { path: "blogs", element: <BlogListPage /> },
      { path: "blogs/:slug", element: <BlogPage /> },
      { path: "blog", element: <Navigate to="/blogs" replace /> },
      { path: "privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "terms", element: <TermsPage /> },
      { path: "about", element: <AboutPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "contact/:preselectSubject", element: <ContactPage /> },
      { path: "venues/:slug", element: <VenuePage /> },
      { path: "people/:slug", element: <PersonPage /> },
      { path: "search", element: <SearchPage /> },
      { path: "newsletter/confirm/:token", element: <NewsletterLinkPage purpose="confirm" /> },
      { path: "newsletter/unsubscribe/:token", element: <NewsletterLinkPage purpose="unsubscribe" /> },
      { path: "newsletter/confirmed", element: <NewsletterOutcomePage outcome="confirmed" /> },
      { path: "newsletter/unsubscribed", element: <NewsletterOutcomePage outcome="unsubscribed" /> },
      { path: "newsletter/link-used", element: <NewsletterOutcomePage outcome="used" /> },
      { path: "newsletter/link-expired", element: <NewsletterOutcomePage outcome="expired" /> },
      { path: "newsletter/link-not-valid", element: <NewsletterOutcomePage outcome="unknown" /> },
      { path: "account", element: <RequireSignIn><AccountPage /></RequireSignIn> },
      { path: "products/*", element: <Island name="shop" component={ShopArea} props={{}} /> },
      { path: "admin-edit-tool/register", element: <RequireSignedOut><RegisterPage /></RequireSignedOut> },
      { path: "admin-edit-tool/login", element: <RequireSignedOut><LoginPage /></RequireSignedOut> },
      { path: "admin-edit-tool/forgot-password", element: <ForgotPasswordPage /> },
      { path: "admin-edit-tool/reset-password/:token", element: <ResetPasswordPage /> },
      { path: "admin-edit-tool/*", element: <AdminArea /> },
      { path: "preview/:token", element: <PreviewPage /> },
      // Plain forms until reached for (the page is rendered for each visit, so its numbers are fresh):
      // the booking's code, React and the GraphQL client come with the visitor's first touch.
      { path: "book/:performanceId", element: <Island name="booking" component={BookingPage} props={{}} when="reached" /> },
      { path: "tickets/:token", element: <TicketsPage /> },
      { path: "waitlist/confirm/:token", element: <WaitlistLinkPage purpose="confirm" /> },
      { path: "waitlist/leave/:token", element: <WaitlistLinkPage purpose="leave" /> },
      { path: "waitlist/confirmed", element: <WaitlistOutcomePage outcome="confirmed" /> },
      { path: "waitlist/left", element: <WaitlistOutcomePage outcome="left" /> },
      { path: "waitlist/offer-ended", element: <WaitlistOutcomePage outcome="offer-ended" /> },
      { path: "waitlist/link-used", element: <WaitlistOutcomePage outcome="link-used" /> },
      { path: "waitlist/link-expired", element: <WaitlistOutcomePage outcome="link-expired" /> },
      { path: "waitlist/link-not-valid", element: <WaitlistOutcomePage outcome="link-not-valid" /> },
      { path: "404", element: <NotFoundRoute /> },
      { path: ":slug/reviews/:reviewindex", element: <ReviewPage /> },
      { path: ":slug/programme", element: <ProgrammePage /> },
      { path: ":slug", element: <PlayPage /> },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
];

/** The site's pages for the current location, inside a router (BrowserRouter in the app). */
export function AppRoutes() {
  return useRoutes(routes);
}
