// The settings a build was made with win over the environment the server starts in: SITE_INDEXING and SITE_URL
// decide what the prerendered pages say to robots, and NEXT_PUBLIC_GTM_ID which container their scripts load, so
// the server's X-Robots-Tag (lib/security-headers.ts), its page policy and Next's config, read again at start,
// take them from the build (`.next/required-server-files.json`, where Next
// writes next.config.ts's `env`). Imported first by server/main.ts, before anything reads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const BUILD_SETTINGS = ['SITE_INDEXING', 'SITE_URL', 'NEXT_PUBLIC_GTM_ID'] as const;

/** The build's values of BUILD_SETTINGS, or null when there is no build (or it says nothing of them). */
export function buildSettings(dir: string): Partial<Record<(typeof BUILD_SETTINGS)[number], string>> | null {
  try {
    const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8')) as {
      config?: { env?: Record<string, unknown> };
    };
    const entries = BUILD_SETTINGS.flatMap((key) =>
      typeof config?.env?.[key] === 'string' ? [[key, config.env[key] as string] as const] : [],
    );
    return entries.length ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** Puts the build's values in `env`; says which differed from what was there. */
export function applyBuildSettings(
  env: Record<string, string | undefined>,
  settings: ReturnType<typeof buildSettings>,
): string[] {
  const overridden: string[] = [];
  for (const [key, value] of Object.entries(settings ?? {})) {
    if (env[key] !== undefined && env[key] !== value) overridden.push(key);
    env[key] = value;
  }
  return overridden;
}

const overridden = applyBuildSettings(process.env, buildSettings(process.cwd()));
if (overridden.length)
  console.warn(`[server] ${overridden.join(', ')} taken from the build, not the environment: rebuild to change them`);
