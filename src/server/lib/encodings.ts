import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings we compress answers, kept answers and drawn pages in. */
export type Encoding = 'br' | 'gzip';

/** The smaller first, the browser's choice permitting. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding a client's `Accept-Encoding` prefers of ours, or null for none of them. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return encodings.negotiate((acceptEncoding ?? '').toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
}

/**
 * Brotli as answers are compressed for each request: as cheaply as it goes, quality 0
 * (docs/decisions/0014).
 * Kept pages, compressed once, afford more.
 */
export const ANSWER_BROTLI = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 0,
};

/** A JSON answer to keep, packed as Brotli sends it: a seventh of its size, off the JS heap. */
export function packAnswer(json: string): Buffer {
  return brotliCompressSync(json, { params: ANSWER_BROTLI });
}

/** A packed answer's UTF-8 JSON again. */
export function unpackAnswer(packed: Buffer): Buffer {
  return brotliDecompressSync(packed);
}

/**
 * Sends a packed JSON answer: as it is to a client that takes Brotli, unpacked for the others
 * (which the compression plugin then compresses as they accept).
 */
export function sendPacked(request: FastifyRequest, reply: FastifyReply, packed: Buffer) {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (preferredEncoding(request.headers['accept-encoding']) !== 'br') {
    return reply.send(unpackAnswer(packed));
  }
  return reply.header('content-encoding', 'br').send(packed);
}
