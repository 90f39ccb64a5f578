import type { Preview } from "@storybook/react-vite";
import "./preview.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // An axe violation fails the story's test (`pnpm test:stories`), not just the panel. A story
    // that must turn a rule off says why beside it.
    a11y: { test: "error" },
  },
};

export default preview;
