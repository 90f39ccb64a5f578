import { dashboardPath, readSavedUser } from "@cairn/api-client/session";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import "./index.css";

// A saved user sends / to that role's dashboard (docs/product.md §2.1); the other pages stay readable.
const savedUser = window.location.pathname === "/" ? readSavedUser() : null;
if (savedUser) {
  window.location.replace(dashboardPath(savedUser.role));
} else {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
