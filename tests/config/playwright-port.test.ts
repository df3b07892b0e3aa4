// The browser tests' preview server must not depend on one fixed port being free.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

const listen = (server: Server, port: number) =>
  new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
const close = (server: Server) =>
  new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
const saved = { PORT: process.env.PORT, STIKK_E2E_PORT: process.env.STIKK_E2E_PORT };

async function loadConfig() {
  vi.resetModules();
  const config = (await import('../../playwright.config.ts')).default;
  const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
  return { port: Number(new URL(String(config.use?.baseURL)).port), serverPort: server?.env?.PORT };
}

afterEach(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

describe('the port of the browser tests', () => {
  it('is a free one, even when the old fixed port 4319 is taken by something else', async () => {
    const other = createServer();
    await listen(other, 4319); // taken by us, or already by someone else: either way not free
    try {
      delete process.env.PORT;
      delete process.env.STIKK_E2E_PORT;
      const { port, serverPort } = await loadConfig();
      expect(port).not.toBe(4319);
      expect(serverPort).toBe(String(port));
      const probe = createServer();
      expect(await listen(probe, port)).toBe(true);
      await close(probe);
      // The workers load the config again: they must get the runner's port, not a new one.
      expect(process.env.STIKK_E2E_PORT).toBe(String(port));
      expect((await loadConfig()).port).toBe(port);
    } finally {
      await close(other);
    }
  });

  it('is the one PORT names, when set', async () => {
    process.env.PORT = '4555';
    expect((await loadConfig()).port).toBe(4555);
  });
});
