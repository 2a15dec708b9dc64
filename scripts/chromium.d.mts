// Types of scripts/chromium.mjs for the TypeScript that imports it (playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
