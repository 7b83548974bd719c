/**
 * A memo in front of the test server. scripts/serve.mjs compresses every response again on every request, as a static
 * host that compresses on the fly does, and the suite asks for the same files thousands of times: every test's fresh
 * browser context fetches the bundles, the stylesheets and a reference version's data again. The first answer to a
 * plain GET is kept, status, headers and bytes exactly as the server sent them, and replayed for the same request
 * afterwards; conditional and ranged requests and other methods go through to the server each time.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

interface Answer {
  readonly status: number;
  readonly headers: http.OutgoingHttpHeaders;
  readonly body: Buffer;
}

/** Headers that describe one connection or one moment, not the file: the replay gets its own. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The request headers that can change what the server answers with the same address. */
export function cacheKey(method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders) {
  if (method !== 'GET' || !url) return undefined;
  if (headers.range || headers['if-none-match'] || headers['if-modified-since']) return undefined;
  return `${url}\n${headers['accept-encoding'] ?? ''}`;
}

export interface ResponseCache {
  readonly url: string;
  /** How many requests were answered from the memo and how many went to the server. */
  readonly stats: {hits: number; misses: number};
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 and forwards to `upstream` (`http://127.0.0.1:<port>`). */
export function startResponseCache(upstream: string): Promise<ResponseCache> {
  const target = new URL(upstream);
  const memo = new Map<string, Promise<Answer>>();
  const stats = {hits: 0, misses: 0};

  const forward = (req: http.IncomingMessage): Promise<{res: http.IncomingMessage}> =>
    new Promise((resolve, reject) => {
      const out = http.request(
        {host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers},
        (res) => resolve({res}),
      );
      out.on('error', reject);
      req.pipe(out);
    });

  const fetchAnswer = async (req: http.IncomingMessage): Promise<Answer> => {
    const {res} = await forward(req);
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.headers)) if (!PER_RESPONSE.has(name)) headers[name] = value;
    return {status: res.statusCode ?? 502, headers, body: Buffer.concat(chunks)};
  };

  const server = http.createServer((req, res) => {
    const fail = (error: unknown) => {
      if (!res.headersSent) res.writeHead(502, {'content-type': 'text/plain'});
      res.end(`test server proxy: ${String(error)}`);
    };
    const key = cacheKey(req.method, req.url, req.headers);
    if (key === undefined) {
      stats.misses++;
      forward(req).then(({res: answer}) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }, fail);
      return;
    }
    let answer = memo.get(key);
    if (answer) stats.hits++;
    else {
      stats.misses++;
      answer = fetchAnswer(req);
      memo.set(key, answer);
      // A failed fetch is not kept: the next request tries the server again.
      answer.catch(() => memo.delete(key));
    }
    answer.then(({status, headers, body}) => {
      res.writeHead(status, {...headers, 'content-length': body.length});
      res.end(body);
    }, fail);
  });

  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        stats,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
