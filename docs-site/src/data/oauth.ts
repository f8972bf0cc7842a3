/**
 * The OAuth 2.0 client-credentials token request, the same on every Atesta API: the
 * four body fields and the request example, which is derived from the fields' examples
 * so the two cannot disagree. Each API words its own credentials and scopes.
 */
import type { Endpoint, Param } from './types';

interface Field {
  description: string;
  example: string;
}

export function clientCredentialsRequest(fields: {
  clientId: Field;
  clientSecret: Field;
  scope: Field;
}): Pick<Endpoint, 'params' | 'requestExample'> {
  const body = (name: string, required: boolean, { description, example }: Field): Param => ({
    name,
    in: 'body',
    type: 'string',
    required,
    description,
    example,
  });
  const params = [
    body('grant_type', true, { description: 'Sempre `client_credentials`.', example: 'client_credentials' }),
    body('client_id', true, fields.clientId),
    body('client_secret', true, fields.clientSecret),
    body('scope', false, fields.scope),
  ];
  return { params, requestExample: Object.fromEntries(params.map((param) => [param.name, param.example])) };
}
