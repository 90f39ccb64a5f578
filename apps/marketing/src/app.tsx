import { createBrowserRouter, RouterProvider } from "react-router";
import { HomePage } from "./pages/home-page";
import { NotFoundPage } from "./pages/not-found-page";

const router = createBrowserRouter([
  { path: "/", element: <HomePage /> },
  { path: "*", element: <NotFoundPage /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
