// The API's OpenAPI document checked with the standard's own tools: swagger-parser's
// validation, Redocly's recommended lint, and the service's live answers in fa, en and ar
// (4xx included) validated with ajv against the response schemas the document declares.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '@tests/support/multipart';
import { siteDirWithShell } from '@tests/support/site-dir';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const site = siteDirWithShell();
let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp({
    serveSite: true,
    env: { SITE_DIR: site.dir, SSR_ENTRY: `${site.dir}/no-renderer.js`, RATE_LIMIT_MAX: '1000' },
  });
  document = (await t.app.inject('/cms/openapi.json')).json();
});
afterAll(async () => {
  await t.close();
  site.remove();
});

/** Path parameters that name something in the demo content, and that name nothing. */
const FOUND: Record<string, string> = { id: '3', company: '1', file: 'logo.webp' };
const MISSING: Record<string, string> = { id: '99999', company: '1', file: 'no-such-file.webp' };
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
/** Queries an operation needs to answer 200; others go without. */
const QUERIES: Record<string, string> = {
  '/cms/pages/v1/Page/': 'page_policy__value=home-page',
  '/cms/content/v1/custom-page/': 'path=privacy-policy',
};
const FOUND_BY_PATH: Record<string, Record<string, string>> = {
  '/cms/forms/v1/{id}/': { id: '1' },
  '/cms/company/v1/companies/{id}/': { id: '1' },
  '/cms/content/v1/Portfolio/{id}/': { id: '1' },
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI (swagger-parser), its references all resolved', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('passes Redocly’s recommended lint with no errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = path.resolve('node_modules/.bin/redocly');
    const result = await promisify(execFile)(
      cli,
      ['lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      problems: { ruleId: string; severity: string; message: string; location: unknown[] }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('lists the API only, not the site’s pages, feeds, sitemap or robots', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !p.startsWith('/cms/'))).toEqual([]);
    expect(paths).not.toContain('/cms/openapi.json');
    expect(document.security).toEqual([]);
  });

  it('describes the application’s multipart body with its file', () => {
    const body = document.paths['/cms/forms/v1/apply/']!.post!
      .requestBody as OpenAPIV3.RequestBodyObject;
    const schema = body.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
    expect(schema.required).toEqual(['custom_form', 'submitted_data']);
    expect(schema.properties!.file_field).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('live answers against the document', () => {
  function validator() {
    const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document as object, 'openapi.json');
    return (pointer: string[]) =>
      ajv.compile({
        $ref: `openapi.json#/${pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
      });
  }

  function expectDeclared(apiPath: string, method: string, status: number, body: unknown) {
    const responses = (document.paths[apiPath] as Record<string, OpenAPIV3.OperationObject>)[
      method
    ]!.responses;
    expect(responses[String(status)], `${method} ${apiPath} declares ${status}`).toBeDefined();
    const validate = validator()([
      'paths',
      apiPath,
      method,
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    ]);
    const valid = validate(body);
    expect(validate.errors ?? [], `${method} ${apiPath} ${status}`).toEqual([]);
    expect(valid).toBe(true);
  }

  const isStudio = (apiPath: string) => apiPath.startsWith('/cms/studio/');

  it.each(['fa', 'en', 'ar'])(
    'every GET answer in %s matches its declared schema',
    async (lang) => {
      let checked = 0;
      for (const [apiPath, item] of Object.entries(document.paths)) {
        // The studio's reads answer signed-in accounts only (its own tests walk them).
        if (!item?.get || apiPath === '/cms/media/{file}' || isStudio(apiPath)) continue;
        const query = [QUERIES[apiPath], `lang=${lang}`].filter(Boolean).join('&');
        const url = `${fill(apiPath, { ...FOUND, ...FOUND_BY_PATH[apiPath] })}?${query}`;
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expectDeclared(apiPath, 'get', 200, response.json());
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    },
  );

  it.each(['fa', 'en', 'ar'])(
    'the 404 and 400 answers in %s match their declared schemas',
    async (lang) => {
      for (const [apiPath, item] of Object.entries(document.paths)) {
        if (!item?.get || isStudio(apiPath)) continue;
        if (apiPath.includes('{') && item.get.responses['404']) {
          const url = `${fill(apiPath, MISSING)}?lang=${lang}`;
          const response = await t.app.inject({ method: 'GET', url });
          if (response.statusCode === 404) expectDeclared(apiPath, 'get', 404, response.json());
          else expect(response.statusCode, url).toBe(200);
        }
        const params = (item.get.parameters ?? []) as OpenAPIV3.ParameterObject[];
        const names = params.map((p) => p.name);
        // A value the operation refuses: a negative limit, a malformed language, a negative
        // cursor, a width longer than any.
        const bad = names.includes('limit')
          ? `lang=${lang}&limit=-1`
          : names.includes('lang')
            ? 'lang=%21%21'
            : names.includes('since')
              ? 'since=-1'
              : 'w=12345678901';
        const url = `${fill(apiPath, { ...FOUND, ...FOUND_BY_PATH[apiPath] })}?${bad}`;
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expectDeclared(apiPath, 'get', 400, response.json());
      }
    },
  );

  it.each(['fa', 'en', 'ar'])(
    'the posts’ answers in %s match their declared schemas',
    async (lang) => {
      const contact = {
        first_name: 'Ali',
        last_name: 'Rad',
        email: 'ali@example.com',
        phone_number: '09123456789',
        message: 'Hello',
      };
      const sent = await t.app.inject({
        method: 'POST',
        url: `/cms/contact-us/v1/?lang=${lang}`,
        payload: contact,
      });
      expect(sent.statusCode).toBe(201);
      expectDeclared('/cms/contact-us/v1/', 'post', 201, sent.json());
      const refused = await t.app.inject({
        method: 'POST',
        url: `/cms/contact-us/v1/?lang=${lang}`,
        payload: { ...contact, email: 'x' },
      });
      expect(refused.statusCode).toBe(400);
      expectDeclared('/cms/contact-us/v1/', 'post', 400, refused.json());

      const application = multipart([
        { name: 'custom_form', value: '99999' },
        { name: 'submitted_data', value: '{}' },
      ]);
      const unknown = await t.app.inject({
        method: 'POST',
        url: `/cms/forms/v1/apply/?lang=${lang}`,
        ...application,
      });
      expect(unknown.statusCode).toBe(400);
      expectDeclared('/cms/forms/v1/apply/', 'post', 400, unknown.json());
    },
  );
});
