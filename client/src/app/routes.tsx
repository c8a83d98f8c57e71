import type { ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router";
import { AboutPage } from "../features/pages/about-page";
import { ComingSoon } from "./coming-soon";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found";
import { RequireSignIn } from "./require-sign-in";

const soon = (title: string): ReactNode => <ComingSoon title={title} />;
const signedIn = (title: string): ReactNode => <RequireSignIn>{soon(title)}</RequireSignIn>;

/** Every route of the specification (section 2), in one place. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: soon("Home") },
      { path: "whats-on", element: soon("What's on") },
      { path: "get-involved", element: soon("Get involved") },
      { path: "previous-productions", element: soon("Previous productions") },
      { path: "auditions", element: soon("Auditions") },
      { path: "director-submissions", element: soon("Director submissions") },
      { path: "backstage-crew", element: soon("Backstage crew") },
      { path: "combinations", element: soon("Combinations") },
      { path: "plays", element: soon("Plays") },
      { path: "blogs", element: soon("Blogs") },
      { path: "blogs/:slug", element: soon("Blog") },
      { path: "blog", element: <Navigate to="/blogs" replace /> },
      { path: "privacy-policy", element: soon("Privacy policy") },
      { path: "terms", element: soon("Terms") },
      { path: "about", element: <AboutPage /> },
      { path: "contact", element: soon("Contact us") },
      { path: "contact/:preselectSubject", element: soon("Contact us") },
      { path: "account", element: signedIn("Account") },
      { path: "products/:country/:slug", element: soon("Product") },
      { path: "admin-edit-tool/register", element: soon("Register") },
      { path: "admin-edit-tool/login", element: soon("Log in") },
      { path: "admin-edit-tool", element: signedIn("Admin") },
      { path: "admin-edit-tool/*", element: signedIn("Admin") },
      { path: "404", element: <NotFoundPage /> },
      { path: ":slug/reviews/:reviewindex", element: soon("Review") },
      { path: ":slug", element: soon("Play") },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
];
