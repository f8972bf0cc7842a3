// Preloaded into every n8n process that `npm run test:n8n` starts (NODE_OPTIONS=--import):
// the tests may reach 127.0.0.1 only, and n8n calls home at start (versions, telemetry,
// license, community nodes, MCP registry…) unless n8nEnv() in n8n.mjs turns that off. Any
// other host is refused here, before a packet leaves, and written to PAPO_N8N_OUTBOUND_LOG,
// which test-n8n.mjs reads at the end: a call n8n gained in a new release fails the run.
import dns from 'node:dns';
import { appendFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);

const LOG = process.env.PAPO_N8N_OUTBOUND_LOG;
// `::` and `0.0.0.0` (an address to listen on, given as one to connect to) reach this host too.
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '::', '0.0.0.0']);

const isLocal = (host) =>
  host === undefined ||
  host === null ||
  host === '' ||
  LOCAL_NAMES.has(host) ||
  /^127\./.test(host) ||
  host.startsWith('::ffff:127.');

function refuse(host, port) {
  const where = port === undefined ? String(host) : `${host}:${port}`;
  // Where the call came from: the first frames outside Node itself name n8n's service.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const frames = stack
    .split('\n')
    .slice(1)
    .filter((line) => !/at (.*\()?node:/.test(line) && !line.includes(HERE) && !line.includes(import.meta.url))
    .slice(0, 4)
    .join('\n');
  if (LOG) appendFileSync(LOG, `${process.pid} ${where}\n${frames}\n`);
  return Object.assign(new Error(`connect ECONNREFUSED ${where} (tests reach 127.0.0.1 only)`), {
    code: 'ECONNREFUSED',
    hostname: host,
  });
}

// Names: refused at lookup, so no DNS query leaves either.
const lookup = dns.lookup;
dns.lookup = function lookupLocalOnly(hostname, options, callback) {
  if (isLocal(hostname)) return lookup.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const error = refuse(hostname);
  error.code = 'ENOTFOUND';
  process.nextTick(done, error);
  return {};
};
const promisesLookup = dns.promises.lookup;
dns.promises.lookup = function lookupLocalOnly(hostname, ...rest) {
  if (isLocal(hostname)) return promisesLookup.call(this, hostname, ...rest);
  return Promise.reject(Object.assign(refuse(hostname), { code: 'ENOTFOUND' }));
};

// Addresses given as IPs skip the lookup: refused at connect. net.connect() hands the socket
// its arguments already normalised, as an array whose first item is the options.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectLocalOnly(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: args[1] };
  const host = typeof options.host === 'string' ? options.host : undefined;
  if (options.path === undefined && host !== undefined && net.isIP(host) && !isLocal(host)) {
    const error = refuse(host, options.port);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
};
