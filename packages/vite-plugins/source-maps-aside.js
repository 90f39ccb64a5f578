import { mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Keeps source maps out of what is served: with `build.sourcemap: "hidden"` the bundles carry
 * no `sourceMappingURL`, and this moves every `.map` from the build's output folder to a folder
 * beside it (`dist-maps/` by default), where an error tracker or a developer can still read
 * them but a visitor cannot download the application's source.
 *
 * @param {{ mapsDir?: string }} [options] where the maps go, relative to the project root
 * @returns {import("vite").Plugin}
 */
export function sourceMapsAside(options = {}) {
  let outDir = "dist";
  let mapsDir = options.mapsDir ?? "dist-maps";
  return {
    name: "cairn-source-maps-aside",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      mapsDir = join(config.root, options.mapsDir ?? "dist-maps");
    },
    closeBundle() {
      for (const file of walk(outDir).filter((path) => path.endsWith(".map"))) {
        const target = join(mapsDir, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}
