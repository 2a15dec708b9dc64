// Types of scripts/sandbox-process.mjs for the TypeScript that imports it (the unit tests' global set-up).
export declare function sandboxAnswers(origin: string): Promise<boolean>;
export declare function startSandbox(options: {
  port: number;
  publicUrl?: string;
  env?: NodeJS.ProcessEnv;
  dbFile?: string | null;
}): Promise<{ origin: string; stop: () => Promise<void> }>;
