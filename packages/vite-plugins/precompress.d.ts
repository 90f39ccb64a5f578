import type { Plugin } from "vite";

/** Writes a .br and a .gz beside every text asset of the build (files of 1 KiB and more). */
export declare function precompress(options?: { outDir?: string }): Plugin;
