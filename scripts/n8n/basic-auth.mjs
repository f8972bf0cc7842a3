// The Basic Auth of examples/n8n/test-workflows/echo-basic-auth.json: its credential gets a
// password made for each start, imported before n8n starts and handed to the tests
// (PAPO_N8N_BASIC_AUTH=user:password), so no password is kept in the repository.
import { randomBytes } from 'node:crypto';

/** The id and name the workflow's Chat Trigger refers to. */
const CREDENTIAL = { id: 'PapoBasicAuth001', name: 'Papo test Basic Auth' };

export const newBasicAuth = () => ({ user: 'papo', password: randomBytes(12).toString('hex') });

/** As `n8n import:credentials` reads it (it encrypts `data` with the instance's key). */
export const basicAuthCredential = ({ user, password }) => ({
  ...CREDENTIAL,
  type: 'httpBasicAuth',
  data: { user, password },
});

export const authorizationOf = ({ user, password }) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export const basicAuthEnv = ({ user, password }) => ({ PAPO_N8N_BASIC_AUTH: `${user}:${password}` });
