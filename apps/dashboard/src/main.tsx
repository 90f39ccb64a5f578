import { loadRuntimeConfig } from "@cairn/api-client/origins";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";

// Where the API and the public site live is read at boot (index.html preloads it).
void loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`).then(() => {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
