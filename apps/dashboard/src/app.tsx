import { createBrowserRouter, RouterProvider } from "react-router";
import { DashboardHome } from "./pages/dashboard-home";
import { SessionGate } from "./session/session-gate";

const router = createBrowserRouter([
  {
    path: "*",
    element: (
      <SessionGate>
        <DashboardHome />
      </SessionGate>
    ),
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
