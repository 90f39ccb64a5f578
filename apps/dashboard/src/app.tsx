import { createBrowserRouter, RouterProvider } from "react-router";
import { DashboardHome } from "./pages/dashboard-home";

const router = createBrowserRouter([{ path: "*", element: <DashboardHome /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
