import { Component, type ReactNode } from "react";
import { LoadError } from "../components/ui/load-error";

/**
 * Keeps the site's header and footer when a page fails to draw or its code fails to arrive (a
 * tab opened before a new version went live asks for files that are gone): the visitor sees what
 * happened and can try again, which loads the page afresh. The layout gives it the path as key, so
 * moving to another page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LoadError what="this page" onRetry={() => window.location.reload()} /> : this.props.children;
  }
}
