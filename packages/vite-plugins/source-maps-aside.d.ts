import type { Plugin } from "vite";

/** Moves the build's `.map` files out of the served folder (to `dist-maps/` by default). */
export declare function sourceMapsAside(options?: { mapsDir?: string }): Plugin;
