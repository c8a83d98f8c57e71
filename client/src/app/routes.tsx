import { Navigate, type RouteObject } from "react-router";
import { BlogListPage } from "../features/blogs/blog-list-page";
import { BlogPage } from "../features/blogs/blog-page";
import { HomePage } from "../features/home/home-page";
import { DirectorSubmissionsPage } from "../features/messages/director-submissions-page";
import { AboutPage } from "../features/pages/about-page";
import { CombinationsPage } from "../features/pages/combinations-page";
import { ContactPage } from "../features/pages/contact-page";
import { AuditionsPage } from "../features/plays/auditions-page";
import { PlayPage } from "../features/plays/play-page";
import { PlaysPage } from "../features/plays/plays-page";
import { PreviousProductionsPage } from "../features/plays/previous-productions-page";
import { ReviewPage } from "../features/plays/review-page";
import { WhatsOnPage } from "../features/plays/whats-on-page";
import { BackstageCrewPage } from "../features/site/backstage-crew-page";
import { GetInvolvedPage } from "../features/site/get-involved-page";
import { PrivacyPolicyPage } from "../features/site/privacy-policy-page";
import { TermsPage } from "../features/site/terms-page";
import { Layout } from "./layout";
import { NotFoundRoute } from "./not-found";
import { RequireSignedOut, RequireSignIn } from "./require-sign-in";
import { AccountPage } from "../features/accounts/account-page";
import { LoginPage } from "../features/accounts/login-page";
import { RegisterPage } from "../features/accounts/register-page";

/** The editor's area is its own chunk, loaded only when an admin route is opened. */
const shopArea = async () => ({ Component: (await import("../features/shop/shop-area")).default });
const adminArea = async () => ({ Component: (await import("../features/admin/admin-area")).default });

/** Every route of the specification (section 2), in one place. */
export const routes: RouteObject[] = [
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
      { path: "account", element: <RequireSignIn><AccountPage /></RequireSignIn> },
      { path: "products/*", lazy: shopArea },
      { path: "admin-edit-tool/register", element: <RequireSignedOut><RegisterPage /></RequireSignedOut> },
      { path: "admin-edit-tool/login", element: <RequireSignedOut><LoginPage /></RequireSignedOut> },
      { path: "admin-edit-tool/*", lazy: adminArea },
      { path: "404", element: <NotFoundRoute /> },
      { path: ":slug/reviews/:reviewindex", element: <ReviewPage /> },
      { path: ":slug", element: <PlayPage /> },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
];
