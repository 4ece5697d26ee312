// @ts-check
// Stopping under load (issue 27; decision 0017). With 50 keep-alive clients, stopping with
// `http.Server.close()` reset requests that had fully arrived: it closes every connection that
// is idle at that instant, and a keep-alive connection whose next request is in its receive
// buffer, not read yet, looks idle. Here:
// - from the signal on, every answer closes its connection (`Connection: close`) — except one
//   with a later request pipelined behind it on the same connection: only the newest does, so
//   the ones queued behind it are answered too (Node drops them after a closing answer);
// - connections waiting in the listening socket's queue are accepted (one per event-loop turn)
//   until a turn finds none; then the listening socket is closed (new connections are refused)
//   without touching open ones;
// - a connection with no answer in flight is closed only once it has been idle (nothing in
//   flight, no byte received) for the server's keep-alive timeout, the time its last answer
//   promised (`Keep-Alive: timeout=5`; counted from the connection's start when it never had a
//   request): a client may write onto it until then, and gets its answer, which closes it.
//   Closing idle connections at the signal (issue 27: after 50 ms of silence) reset requests a
//   client had just written (issue 44: 17 of about 4,000);
// - a request still in flight after the grace period is cut off, and only then is the exit
//   code 1.
import { Server as NetServer } from "node:net";

const SWEEP_MS = 50;
/** Node's default keep-alive timeout, for a server that has none. */
const KEEP_ALIVE_MS = 5_000;

/** The check phase after the next poll phase (called from a check phase: the next turn's). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** @typedef {import("node:net").Socket} Socket */

export function createDrain() {
  /** Answers in flight per connection, oldest first. @type {Map<Socket, Set<import("node:http").ServerResponse>>} */
  const inFlight = new Map();
  /** Every open connection. @type {Set<Socket>} */
  const sockets = new Set();
  /**
   * Since when each connection has had nothing in flight, and its bytes read then.
   * @type {Map<Socket, { since: number; bytes: number }>}
   */
  const idle = new Map();
  /** Connections accepted so far. */
  let accepted = 0;
  let closing = false;

  /**
   * The newest answer of a connection (its head not sent yet) closes the connection; older ones
   * (pipelined requests ahead of it) keep it open for the ones behind them.
   * @param {Set<import("node:http").ServerResponse>} answers
   */
  const closeWithNewest = (answers) => {
    const newest = [...answers].at(-1);
    for (const res of answers) {
      if (res.headersSent) continue;
      if (res === newest) res.setHeader("connection", "close");
      else if (res.getHeader("connection") === "close") res.removeHeader("connection");
    }
  };

  return {
    /** @param {import("node:http").Server} server */
    watch(server) {
      server.on("connection", (/** @type {Socket} */ socket) => {
        sockets.add(socket);
        idle.set(socket, { since: Date.now(), bytes: 0 });
        accepted += 1;
        socket.once("close", () => {
          sockets.delete(socket);
          idle.delete(socket);
        });
      });
    },

    /**
     * Counts an answer in flight until it is sent (or its connection closes).
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     */
    begin(req, res) {
      const socket = req.socket;
      let answers = inFlight.get(socket);
      if (!answers) inFlight.set(socket, (answers = new Set()));
      const mine = answers;
      mine.add(res);
      if (closing) closeWithNewest(mine);
      res.once("close", () => {
        mine.delete(res);
        if (mine.size > 0 || inFlight.get(socket) !== mine) return;
        inFlight.delete(socket);
        if (sockets.has(socket)) idle.set(socket, { since: Date.now(), bytes: socket.bytesRead });
      });
    },

    /** The answers in flight on a connection, oldest first. */
    answersOn(/** @type {import("node:stream").Duplex} */ socket) {
      return [...(inFlight.get(/** @type {Socket} */ (socket)) ?? [])];
    },

    /** How many answers are in flight. */
    get size() {
      let n = 0;
      for (const answers of inFlight.values()) n += answers.size;
      return n;
    },

    /** From now on every answer closes its connection (the newest of pipelined ones). */
    closeAfterAnswers() {
      closing = true;
      for (const answers of inFlight.values()) closeWithNewest(answers);
    },

    /**
     * Stops taking connections and waits until every connection is closed (true) or until
     * `graceMs` have passed (false); then the connections left are closed.
     * @param {import("node:http").Server} server
     * @param {number} graceMs
     * @returns {Promise<{ drained: boolean; cut: number }>}
     */
    async stop(server, graceMs) {
      const deadline = Date.now() + graceMs;
      this.closeAfterAnswers();
      const idleMs = server.keepAliveTimeout > 0 ? server.keepAliveTimeout : KEEP_ALIVE_MS;
      const sweep = () => {
        const now = Date.now();
        for (const socket of sockets) {
          if (inFlight.has(socket)) continue;
          const read = socket.bytesRead;
          const last = idle.get(socket);
          if (!last || last.bytes !== read) idle.set(socket, { since: now, bytes: read });
          else if (now - last.since >= idleMs) socket.destroy();
        }
      };
      // Sweeps run in the check phase, after a poll phase: whatever had arrived on a connection
      // before it has been read.
      const sweeper = setInterval(() => setImmediate(sweep), SWEEP_MS);
      setImmediate(sweep);
      // Connections that arrived before the signal may still wait in the listening socket's
      // queue: libuv accepts one connection per event-loop turn (since 1.45, libuv#3696), and a
      // turn of a loaded shop takes up to a few hundred milliseconds. Closing the listening
      // socket resets them, requests and all: keep accepting until a turn accepts none.
      await turn();
      for (let before = -1; accepted !== before && Date.now() < deadline;) {
        before = accepted;
        await turn();
      }
      const closed = new Promise((resolve) => {
        // net's close: stop listening only (http's would close the idle-looking connections).
        NetServer.prototype.close.call(server, () => resolve(true));
      });
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const drained = await Promise.race([
        closed,
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearInterval(sweeper);
      clearTimeout(timer);
      const cut = drained ? 0 : this.size;
      if (!drained) for (const socket of sockets) socket.destroy();
      return { drained: Boolean(drained), cut };
    },
  };
}
