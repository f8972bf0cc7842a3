// A form body (multipart/form-data or urlencoded) parsed as it arrives, by @fastify/busboy:
// a file's bytes are counted and let go, never held, and a rule a form breaks (too many
// files, a text under "files", a malformed part) ends the reading at once instead of after
// the rest of the body. The body's own rules (size, rate, allowance) are receiveBody's.

import { Busboy } from '@fastify/busboy';
import { HttpError, receiveBody } from '../http/http-utils.js';

/**
 * A file that came with a message: what the server keeps of it (its bytes are not kept).
 * @typedef {object} ChatFile
 * @property {string} name
 * @property {string} type
 * @property {number} size
 */

/**
 * @typedef {object} FormLimits
 * @property {number} maxFiles files under "files"
 * @property {number} maxBodyBytes the whole body, and so any one field
 * @property {Set<string>} [fieldNames] the only text fields kept (default: all): a body of a
 *   million made-up names then costs no more memory than one
 *
 * @typedef {object} FormContent
 * @property {Record<string, string>} fields each name's first text value (of `fieldNames`)
 * @property {ChatFile[]} files the parts under "files", in order
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {FormLimits} limits
 * @param {import('../http/http-utils.js').ReadBodyOptions} bodyOptions the rules the body arrives under
 * @returns {Promise<FormContent>}
 */
export async function readFormBody(req, limits, bodyOptions) {
  let ended = false;
  const parser = createFormParser(String(req.headers['content-type'] ?? ''), limits, () => !ended);
  const body = receiveBody(req, limits.maxBodyBytes, bodyOptions, (chunk) => {
    // A parser behind on its work (it seldom is: nothing waits on a file's bytes) holds the socket.
    if (!parser.write(chunk)) {
      req.pause();
      parser.onDrain(() => {
        if (!ended) req.resume();
      });
    }
  });
  // A broken rule ends the reading now: the rest of the body is never read.
  parser.result.catch((error) => body.stop(error));
  try {
    await body.done;
  } catch (error) {
    parser.destroy();
    throw error;
  } finally {
    ended = true;
  }
  parser.end();
  return parser.result;
}

/**
 * The parser alone, fed by hand: `fields` and `files` fill as parts arrive.
 * @param {string} contentType the request's Content-Type, with its boundary
 * @param {FormLimits} limits
 * @param {() => boolean} [unread] whether body bytes are still to come: an error then closes the connection
 */
export function createFormParser(contentType, limits, unread = () => false) {
  /** @param {unknown} error */
  const invalid = (error) =>
    new HttpError(
      400,
      'invalid_form_data',
      `O formulário multipart (body) não pôde ser lido (${error instanceof Error ? error.message : String(error)}).`,
      { field: 'body', closeConnection: unread() },
    );
  /** @type {ReturnType<typeof Busboy>} */
  let busboy;
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      // As browsers and the platform's own parser see it: a part is a file when it has a filename,
      // and that name is kept as sent.
      isPartAFile: (_name, _type, filename) => filename !== undefined,
      preservePath: true,
      // The body's cap bounds every field; busboy's smaller defaults would cut a long one silently.
      limits: { fieldSize: limits.maxBodyBytes, fieldNameSize: limits.maxBodyBytes },
    });
  } catch (error) {
    // Before a byte is parsed (no boundary, an unknown type): nothing here to read on.
    const refused = invalid(error);
    refused.closeConnection = true;
    throw refused;
  }
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {ChatFile[]} */
  const files = [];
  /** @type {Promise<FormContent>} */
  const result = new Promise((resolve, reject) => {
    /** @param {HttpError} error */
    const fail = (error) => {
      busboy.removeAllListeners('field').removeAllListeners('file');
      reject(error);
    };
    busboy.on('field', (name, value) => {
      if (name === 'files') {
        fail(
          new HttpError(400, 'invalid_file', 'Cada item de "files" deve ser um arquivo, não um texto.', {
            field: 'files',
            closeConnection: unread(),
          }),
        );
      } else if (!Object.hasOwn(fields, name) && (limits.fieldNames?.has(name) ?? true)) {
        fields[name] = value;
      }
    });
    busboy.on('file', (name, stream, filename, _encoding, type) => {
      // A body cut inside a file fails the file's stream too: the form's 'error' reports it,
      // and an error nobody listens for would end the process.
      stream.on('error', () => {});
      if (name !== 'files') {
        stream.resume();
        return;
      }
      if (files.length === limits.maxFiles) {
        stream.resume();
        fail(
          new HttpError(
            413,
            'too_many_files',
            `Foram enviados mais de ${limits.maxFiles} arquivos em "files" (${files.length + 1} até aqui); o máximo é ${limits.maxFiles}.`,
            { field: 'files', closeConnection: unread() },
          ),
        );
        return;
      }
      const file = { name: filename ?? '', type: type || 'application/octet-stream', size: 0 };
      files.push(file);
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        file.size += chunk.length;
      });
    });
    busboy.on('error', (error) => fail(invalid(error)));
    busboy.on('finish', () => resolve({ fields, files }));
  });
  // Settled by the one who awaits it; a rejection before then is not unhandled.
  result.catch(() => {});
  return {
    fields,
    files,
    result,
    /** @param {Buffer} chunk @returns {boolean} false: wait for onDrain before the next */
    write: (chunk) => busboy.write(chunk),
    /** @param {() => void} listener */
    onDrain: (listener) => busboy.once('drain', listener),
    end: () => busboy.end(),
    destroy: () => busboy.destroy(),
  };
}
