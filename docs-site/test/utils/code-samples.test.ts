import { describe, expect, it } from 'vitest';
import type { ApiDefinition, Endpoint, Param } from '../../src/data/types';
import { buildRequest, requestSamples, toPythonLiteral } from '../../src/utils/code-samples';

const api: ApiDefinition = {
  id: 'main',
  name: 'API Atesta',
  environments: [
    { id: 'sandbox', label: 'Sandbox', baseUrl: 'https://sandbox.api.atesta.example/v1/', description: 'Testes' },
    { id: 'producao', label: 'Produção', baseUrl: 'https://api.atesta.example/v1', description: 'Produção' },
  ],
  auth: { type: 'bearer', header: 'Authorization', prefix: 'Bearer ', docId: 'api/autenticacao' },
  httpStatuses: [],
};

/** A string parameter; its description is its name (the samples never show descriptions). */
const param = (name: string, where: Param['in'], example: string, required = false): Param => ({
  name,
  in: where,
  type: 'string',
  required,
  description: name,
  example,
});

const envio: Endpoint = {
  id: 'pro.envio',
  api: 'main',
  title: 'Enviar documento',
  summary: 'Envia um documento.',
  method: 'POST',
  path: '/documentoscopia/pro/analises',
  params: [param('documento.tipo', 'body', 'CNH', true), param('X-Request-Id', 'header', 'abc-1')],
  requestExample: { documento: { tipo: 'CNH', frente: 'iVBOR…' }, urgente: false, cliente: "D'Ávila", nota: null },
  response: { status: 201, example: { id: 'a1' } },
  httpStatuses: [{ code: 201, meaning: 'Criada' }],
};

const consulta: Endpoint = {
  ...envio,
  id: 'pro.consulta',
  method: 'GET',
  path: '/documentoscopia/pro/analises/{analiseId}',
  params: [param('analiseId', 'path', 'a1 b', true), param('incluir', 'query', 'laudo')],
  requestExample: { ignored: true },
};

describe('buildRequest', () => {
  it('uses the first environment, fills path and query params, and adds JSON for a body', () => {
    const request = buildRequest(consulta, api);
    expect(request.url).toBe('https://sandbox.api.atesta.example/v1/documentoscopia/pro/analises/a1%20b?incluir=laudo');
    expect(request.body).toBeUndefined(); // GET sends no body
    expect(buildRequest(envio, api).headers).toEqual([
      ['X-Request-Id', 'abc-1'],
      ['Content-Type', 'application/json'],
    ]);
  });
});

describe('requestSamples', () => {
  const [curl, javascript, python] = requestSamples(envio, api).map((sample) => sample.code);

  it('writes curl that expands the token variable and quotes the body safely', () => {
    expect(curl).toContain('curl --request POST \\\n');
    expect(curl).toContain(`--header "Authorization: Bearer $ATESTA_TOKEN"`);
    expect(curl).toContain(`"cliente": "D'\\''Ávila"`);
  });

  it('writes fetch with the token from the environment', () => {
    expect(javascript).toContain("const resposta = await fetch('https://sandbox.api.atesta.example/v1/documentoscopia");
    expect(javascript).toContain('Authorization: `Bearer ${process.env.ATESTA_TOKEN}`,');
    expect(javascript).toContain("'X-Request-Id': 'abc-1',");
    expect(javascript).toContain('body: JSON.stringify({');
  });

  it('writes Python requests with Python literals', () => {
    expect(python).toContain('resposta = requests.post(');
    expect(python).toContain(`"Authorization": f"Bearer {os.environ['ATESTA_TOKEN']}",`);
    expect(python).toContain('"urgente": False,');
    expect(python).toContain('"nota": None,');
    expect(python).not.toContain('Content-Type');
  });

  it('names the credential variable per API and scheme', () => {
    const skia: ApiDefinition = { ...api, id: 'skia', auth: { ...api.auth, type: 'apiKey', header: 'X-Api-Key' } };
    const [skiaCurl] = requestSamples({ ...consulta, api: 'skia' }, skia);
    expect(skiaCurl!.code).toContain('--header "X-Api-Key: Bearer $ATESTA_SKIA_API_KEY"');
  });
});

describe('toPythonLiteral', () => {
  it('renders nested JSON', () => {
    expect(toPythonLiteral({ a: [1, true], b: {} })).toBe(
      '{\n    "a": [\n        1,\n        True,\n    ],\n    "b": {},\n}',
    );
  });
});

describe('routes without credentials', () => {
  it('leaves the auth header out', () => {
    const token: Endpoint = { ...envio, id: 'token', noAuth: true, params: [] };
    const [curl, javascript, python] = requestSamples(token, api).map((sample) => sample.code);
    for (const code of [curl, javascript, python]) expect(code).not.toContain('ATESTA_TOKEN');
    expect(python).not.toContain('import os');
    expect(javascript).toContain("'Content-Type': 'application/json'");
  });
});
