/**
 * autocannon without its copy of every answer's text. autocannon 9 appends each body chunk to a
 * string (`req.body += chunk`, lib/pipelinedRequestsQueue.js) for its optional body checks, which
 * the benches never use. Decoding a 500 KB answer of French JSON costs the load generator about
 * 0.5 ms, on the same 2 CPUs as the server: a bare Node server sending the circuit call's bytes
 * reached about 1,000 answers a second with the copy and 7,000 to 9,000 without, and with the copy
 * a body of 'x' characters of the same size reached twice as many as the JSON (docs/performance.md,
 * notes of 25 November 2026): the copy, not the server, set the large calls' figures and made their
 * ceiling unfair.
 * Sizes and times are counted elsewhere (bytes per chunk, response events) and stay exact.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
queue.prototype.addBody = () => undefined;

export default autocannon;
export type { AutocannonInstance, AutocannonResult } from 'autocannon';
