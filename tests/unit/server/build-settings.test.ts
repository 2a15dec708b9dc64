// @vitest-environment node
// The server takes SITE_INDEXING and SITE_URL from the build it serves, whatever its own environment says.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyBuildSettings, buildSettings } from '@/server/build-settings';

function buildWith(env: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-settings-'));
  mkdirSync(path.join(dir, '.next'));
  writeFileSync(path.join(dir, '.next', 'required-server-files.json'), JSON.stringify({ config: { env } }));
  return dir;
}

describe("the build's settings", () => {
  it('reads the indexing and Tag Manager settings the build was made with, and nothing else', () => {
    const dir = buildWith({
      SITE_INDEXING: '1',
      SITE_URL: 'https://gamino.example',
      NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD',
      VITALS_SAMPLE_RATE: '1',
    });
    expect(buildSettings(dir)).toEqual({
      SITE_INDEXING: '1',
      SITE_URL: 'https://gamino.example',
      NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD',
    });
  });

  it('win over the environment the server starts in, and say which differed', () => {
    const env: Record<string, string | undefined> = { SITE_INDEXING: '1', OTHER: 'x' };
    const overridden = applyBuildSettings(env, buildSettings(buildWith({ SITE_INDEXING: '0', SITE_URL: '' })));
    expect(env).toEqual({ SITE_INDEXING: '0', SITE_URL: '', OTHER: 'x' });
    expect(overridden).toEqual(['SITE_INDEXING']);
  });

  it('leave the environment alone where there is no build to read', () => {
    const env: Record<string, string | undefined> = { SITE_INDEXING: '1' };
    expect(buildSettings(mkdtempSync(path.join(tmpdir(), 'no-build-')))).toBeNull();
    expect(applyBuildSettings(env, null)).toEqual([]);
    expect(env).toEqual({ SITE_INDEXING: '1' });
  });
});
