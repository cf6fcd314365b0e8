/**
 * What the apps use of react-router-dom, and only that: the build shares this
 * module under the name `react-router-dom` (build/federation.ts). A shared
 * package travels whole (the plugin keeps every export of a shared chunk), and
 * the whole of react-router 7 (framework mode, server rendering, RSC) was
 * 66 KB gzip of the first screen; this list is a fraction of it.
 *
 * An app that imports a name missing here gets `undefined` at run time, not a
 * build error: build/sharedRouter.test.ts reads every import of
 * react-router-dom in the workspace and fails on a missing name.
 */
export { RouterProvider } from 'react-router/dom';
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
