/** Where a Chromium is looked for after CHROMIUM_PATH, in order. */
export declare const CHROMIUM_CANDIDATES: readonly string[];
/** The first Chromium found (CHROMIUM_PATH first), or undefined when the machine has none. */
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
/** The flags every test browser starts with. */
export declare const CHROMIUM_ARGS: readonly string[];
