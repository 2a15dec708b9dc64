// Reads the contract documents for tools and tests (never for the shop's bundle): each one bundled with the
// shared ABP components and every $ref replaced by what it points to.
import path from 'node:path';
import { bundle, bundleFromString, loadConfig } from '@redocly/openapi-core';
import { DOCUMENTS, type DocumentName } from './hosts';
import { SCHEMA_NAME } from './schema-shape';

export type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema };
export type MediaType = { schema?: Schema };
export type Response = { description?: string; content?: Record<string, MediaType>; headers?: Record<string, unknown> };
export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Response>;
  [extension: `x-${string}`]: unknown;
};
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type Method = (typeof METHODS)[number];
export type PathItem = Partial<Record<Method, Operation>> & { parameters?: Parameter[] };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, Schema> };
};

/** Tools and tests run from the repository's root (npm scripts, vitest). */
export const CONTRACTS_DIRECTORY = path.resolve('contracts');

/** One document by file or URL, bundled and dereferenced (Swagger 2 documents come back as they are). */
export async function readDocument(ref: string): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: path.join(CONTRACTS_DIRECTORY, 'redocly.yaml') });
  const result = await bundle({ ref, config, dereference: true });
  return result.bundle.parsed as OpenApiDocument;
}

/** Our own document of a host (or of the sandbox's development endpoints). */
export function readContract(name: DocumentName): Promise<OpenApiDocument> {
  const document = DOCUMENTS.find((candidate) => candidate.name === name)!;
  return readDocument(path.join(CONTRACTS_DIRECTORY, document.file));
}

/**
 * Our document of a host with each component schema marked by its name (`x-schema-name`), which its inlined copies
 * keep once dereferenced: contracts:diff finds by it which members the shop reads at a place (contracts/usage.ts).
 */
export async function readNamedContract(name: DocumentName): Promise<OpenApiDocument> {
  const document = DOCUMENTS.find((candidate) => candidate.name === name)!;
  const file = path.join(CONTRACTS_DIRECTORY, document.file);
  const config = await loadConfig({ configPath: path.join(CONTRACTS_DIRECTORY, 'redocly.yaml') });
  const bundled = (await bundle({ ref: file, config })).bundle.parsed as OpenApiDocument;
  for (const [key, schema] of Object.entries(bundled.components?.schemas ?? {})) schema[SCHEMA_NAME] = key;
  const result = await bundleFromString({
    source: JSON.stringify(bundled),
    absoluteRef: file,
    config,
    dereference: true,
  });
  return result.bundle.parsed as OpenApiDocument;
}

/** Every operation of a document with its method and path. */
export function operationsOf(
  document: OpenApiDocument,
): { method: Method; path: string; operation: Operation; pathItem: PathItem }[] {
  return Object.entries(document.paths ?? {}).flatMap(([route, pathItem]) =>
    METHODS.filter((method) => pathItem[method]).map((method) => ({
      method,
      path: route,
      operation: pathItem[method]!,
      pathItem,
    })),
  );
}
