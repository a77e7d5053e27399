/** The OpenAPI 3 document of the climbers' API and its readable page (docs/product.md › Climbers: calls). */
import { describe, expect, it } from 'vitest';
import { CALL_SUMMARIES } from '../../src/server/plugins/api-docs';
import { useTestApp } from '../helpers/app';
import { appRoutes } from '../helpers/routes';

const t = useTestApp();
const openApiPath = (path: string) => `${path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}/`;

describe('GET /api/docs/openapi.json', () => {
  it('documents every /api/v1/ call and the moderation calls, with a French title, and nothing else of the back office', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    expect(document.info.title).toBe('API Gaston');
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(document.paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
    );
    const v1 = appRoutes(t.app)
      .filter((r) => r.path.startsWith('/api/v1/') || r.path.includes('moderation'))
      .map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(documented.map((d) => d.call).sort()).toEqual([...new Set(v1)].sort());
    for (const { call, operation } of documented) {
      expect(operation.summary, call).toBe(CALL_SUMMARIES[call]);
      expect(operation.summary, call).toMatch(/^[A-ZÉ]/);
      expect(operation.tags, call).toHaveLength(1);
    }
    expect(Object.keys(document.paths).some((path) => !path.startsWith('/api/v1/') && !path.includes('moderation'))).toBe(false);
    // The request schemas come from the zod contract.
    const put = document.paths['/api/v1/ascents/{clientId}/'].put;
    expect(put.requestBody.content['application/json'].schema.properties.tries).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
  });
});

describe('GET /api/docs/', () => {
  it('serves a readable page whose scripts and styles load under the site’s security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>API Gaston</title>');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
    // The page reads the document from ./json, the same document as openapi.json.
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(Object.keys(json.json().paths)).toEqual(Object.keys(document.json().paths));
  });
});
