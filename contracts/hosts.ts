// The services whose wire contracts live here: each host's OpenAPI document and the prefix under which the
// sandbox serves it. Imported by the contract tests, the type generator and contracts:diff.

export const HOSTS = ['identity', 'payment', 'commerce', 'discount', 'cms', 'blog'] as const;
export type HostName = (typeof HOSTS)[number];

/** The hosts built on ABP: JSON answers wrapped in the AjaxResponse envelope of abp.yaml. */
export const ABP_HOSTS: readonly HostName[] = ['identity', 'payment', 'commerce', 'discount'];

/** The path under which the sandbox serves a host, e.g. /identity. */
export const prefixOf = (host: HostName) => `/${host}` as const;

/** Every document: one per host, plus the sandbox's development endpoints (no real service has them). */
export const DOCUMENTS = [
  ...HOSTS.map((host) => ({ name: host, file: `${host}.openapi.yaml`, prefix: prefixOf(host) })),
  { name: 'sandbox', file: 'sandbox.openapi.yaml', prefix: '' },
] as const;

export type DocumentName = (typeof DOCUMENTS)[number]['name'];
