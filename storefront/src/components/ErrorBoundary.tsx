import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

interface ErrorBoundaryProps {
  /** Shown instead of `children` once they have thrown while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a render error below it and shows `fallback` (React logs the error itself). The storefront
 * routes with React Router's declarative router, whose smaller bundle has no `errorElement` (issue 18.4).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The page of the current address, or `fallback` if it fails; another address starts afresh. */
export function PageErrorBoundary({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={fallback}>
      <Outlet />
    </ErrorBoundary>
  );
}
