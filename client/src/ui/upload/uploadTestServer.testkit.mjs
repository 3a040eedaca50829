// A real HTTP server on this machine standing in for POST /uploads in client tests (jsdom's
// XMLHttpRequest talks to it over a socket). Plain JavaScript: the client's type check has no Node types.
import http from 'node:http';

/** Starts the server; `mode` decides each answer: ok (201 with a fresh id), too-large (413), hang (no answer). */
export async function startUploadTestServer() {
  const state = { mode: 'ok', served: 0, bodies: [], hanging: [] };
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', 'apollo-require-preflight');
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      state.bodies.push(`${req.headers['apollo-require-preflight']}|${body}`);
      if (state.mode === 'hang') {
        state.hanging.push(res);
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      if (state.mode === 'too-large') {
        res.writeHead(413).end(JSON.stringify({ error: { code: 'UPLOAD_TOO_LARGE' } }));
        return;
      }
      state.served += 1;
      res.writeHead(201).end(JSON.stringify({ id: `upload-${state.served}`, contentType: 'image/png', width: 1, height: 1, size: 10 }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}/uploads`,
    /** Forgets what was sent and drops the answers held back. */
    reset() {
      for (const res of state.hanging.splice(0)) res.destroy();
      state.mode = 'ok';
      state.bodies.length = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
