import net from "node:net";

export type TcpProxy = {
  port: number;
  /** The database URL with its host and port replaced by the proxy's. */
  url(target: string): string;
  /** The database goes away: every open connection is dropped and new ones are refused. */
  cut(): Promise<void>;
  /** The database is back on the same address (after a hang: the stalled connections are dropped). */
  restore(): Promise<void>;
  /**
   * The database hangs: connections stay open and new ones are accepted, but nothing passes in
   * either direction any more (a stalled server or network, which refuses nothing).
   */
  hang(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 in front of a database server, for outage tests: the processes
 * under test connect through it, and the test cuts and restores it. The server itself (and
 * its other databases) are never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let hanging = false;
  const server = net.createServer((client) => {
    if (hanging) {
      sockets.add(client);
      client.on("close", () => sockets.delete(client));
      client.on("error", () => client.destroy());
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on("close", () => pairs.delete(pair));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  let listening = true;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });
  return {
    port,
    url(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    hang() {
      hanging = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async restore() {
      if (hanging) {
        // The stalled connections never come back; new ones pass again.
        hanging = false;
        for (const socket of sockets) socket.destroy();
      }
      if (listening) return;
      await listen(port);
      listening = true;
    },
    async close() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
