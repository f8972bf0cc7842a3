/**
 * The OAuth 2.0 client-credentials token route, the same on every Atesta API: `POST
 * /oauth/token` without a credential, the four body fields, a request example derived from
 * the fields' examples and a Bearer token valid for an hour, so none of it can disagree.
 * Each API words its own credentials, scopes and answers.
 */
import { httpStatus, statuses, type StatusMeanings } from './http';
import type { ApiId, Endpoint, Param } from './types';

interface Field {
  description: string;
  example: string;
}

/** How long a token lives, in seconds (`expires_in`). */
const TOKEN_LIFETIME_S = 3600;

export function tokenEndpoint(token: {
  id: string;
  api: ApiId;
  title: string;
  summary: string;
  clientId: Field;
  clientSecret: Field;
  scope: Field;
  /** The `access_token` of the response example. */
  accessToken: string;
  answers: StatusMeanings;
}): Endpoint {
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
    body('client_id', true, token.clientId),
    body('client_secret', true, token.clientSecret),
    body('scope', false, token.scope),
  ];
  return {
    id: token.id,
    api: token.api,
    title: token.title,
    summary: token.summary,
    method: 'POST',
    path: '/oauth/token',
    noAuth: true,
    params,
    requestExample: Object.fromEntries(params.map((param) => [param.name, param.example])),
    response: {
      status: httpStatus.ok,
      example: {
        access_token: token.accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_LIFETIME_S,
        scope: token.scope.example,
      },
    },
    httpStatuses: statuses(token.answers),
  };
}

/** The token route's answers on the APIs whose wording differs only in what a 400 means (energia, Skia). */
export function tokenAnswers(badRequest: string): StatusMeanings {
  return {
    ok: 'Token emitido.',
    badRequest,
    unauthorized: '`client_id` ou `client_secret` incorretos, ou aplicação desativada.',
    tooManyRequests: 'Muitos pedidos de token: reutilize o token até perto de expirar.',
  };
}

/** What any other route of those APIs answers about the token it was sent, or about being called too often. */
export const tokenErrors: StatusMeanings = {
  unauthorized: 'Token ausente, inválido ou expirado: peça um novo token.',
  forbidden: 'O token não tem o escopo exigido por este endpoint.',
  tooManyRequests: 'Limite de requisições excedido: aguarde o tempo de `Retry-After`.',
};
